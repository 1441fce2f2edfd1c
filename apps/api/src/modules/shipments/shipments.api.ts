// What the shipments module offers other modules: starting a shipment when a bid's quote is
// accepted, and writing a shipment's history without e-mails (the bids module's demo data).
export { createShipment } from './create-shipment.ts';
export { type RecordedMilestone, recordMilestones } from './record-milestones.ts';
