// What the teams module offers other modules (the staff API): nothing else of it is theirs.

export { createTeam } from './create-team.ts';
export { presentInvitation } from './present-team.ts';
export { resendInvitation } from './resend-invitation.ts';
export { listTeamInvitations } from './teams.repository.ts';
