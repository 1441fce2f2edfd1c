// What the partners module offers other modules: the partner admins an e-mail about bids goes to,
// by their own choices (issue 18), and a new partner (demo data).
export {
  findPartnerIdByName,
  insertPartnerRow,
  listBidRequestRecipients,
  listBidResultRecipients,
} from './partners.repository.ts';
