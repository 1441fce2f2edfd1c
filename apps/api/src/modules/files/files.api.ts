// What the files module offers other modules for uploads they read themselves (imports).

export { readTeamUpload } from './read-team-upload.ts';
