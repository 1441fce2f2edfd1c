// What the shipments module offers other modules: starting a shipment when a bid's quote is accepted.
export { createShipment } from './create-shipment.ts';
