// What the waves module offers other modules: which open wave (open, released or picking) holds an
// order, so the orders module refuses a per-order pick or cancel of it (ORDER_IN_WAVE). Nothing
// else in this folder may be imported from outside it.

export { findOpenWavesOfOrders, type OpenWaveOfOrder } from './waves.repository.ts';
