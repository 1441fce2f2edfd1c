// What the printers module offers other modules (packing): print a label on a carrier's network
// printer, and find which printer serves a carrier.

export { carrierPrinterIdOf, carrierPrinters } from './carrier-printers.ts';
export { printOnCarrierPrinter } from './print-on-carrier-printer.ts';
