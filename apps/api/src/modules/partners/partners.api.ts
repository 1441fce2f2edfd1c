// What the partners module offers other modules: the partner admins an e-mail about bids goes to,
// by their own choices (issue 18).
export { listBidRequestRecipients, listBidResultRecipients } from './partners.repository.ts';
