// Weekly liner services into Korea that the demo schedules are generated from: each sails from
// its port of loading on the same weekday and hour (UTC) every week, rotating its vessels, and
// calls at one or both Korean ports after the given days. Carriers, vessels and transit times are
// realistic for the lane; the sailings themselves are invented.

export interface VesselServiceData {
  /** A service code unique among these (part of each sailing's id, so never rename one). */
  code: string;
  carrier: string;
  pol: string;
  /** The Korean ports it calls at, with the days from departure. */
  calls: readonly { pod: string; transitDays: number }[];
  /** Day of departure, 0 = Sunday … 6 = Saturday (UTC), and hour (UTC). */
  weekday: number;
  hourUtc: number;
  /** Vessels in rotation, one per week. */
  vessels: readonly string[];
  /** Voyage number of the first rotation and the direction letter (N, S, E, W). */
  voyageBase: number;
  bound: 'N' | 'S' | 'E' | 'W';
}

export const VESSEL_SERVICES: readonly VesselServiceData[] = [
  // ── China → Korea ──
  {
    code: 'SITC-CKJ1',
    carrier: 'SITC',
    pol: 'CNSHA',
    calls: [
      { pod: 'KRPUS', transitDays: 2 },
      { pod: 'KRINC', transitDays: 4 },
    ],
    weekday: 2,
    hourUtc: 9,
    vessels: ['SITC HAKATA', 'SITC KEELUNG', 'SITC MOJI'],
    voyageBase: 2410,
    bound: 'N',
  },
  {
    code: 'SKR-KCS',
    carrier: 'Sinokor',
    pol: 'CNSHA',
    calls: [{ pod: 'KRPUS', transitDays: 2 }],
    weekday: 4,
    hourUtc: 14,
    vessels: ['SINOKOR AKITA', 'SINOKOR HONGKONG'],
    voyageBase: 1180,
    bound: 'N',
  },
  {
    code: 'HMM-CIX',
    carrier: 'HMM',
    pol: 'CNSHA',
    calls: [
      { pod: 'KRINC', transitDays: 2 },
      { pod: 'KRPUS', transitDays: 4 },
    ],
    weekday: 6,
    hourUtc: 4,
    vessels: ['HMM PROMISE', 'HMM BLESSING'],
    voyageBase: 310,
    bound: 'E',
  },
  {
    code: 'COS-KNX',
    carrier: 'COSCO',
    pol: 'CNNGB',
    calls: [
      { pod: 'KRPUS', transitDays: 3 },
      { pod: 'KRINC', transitDays: 5 },
    ],
    weekday: 1,
    hourUtc: 12,
    vessels: ['XIN NING BO', 'XIN FU ZHOU', 'XIN XIA MEN'],
    voyageBase: 188,
    bound: 'N',
  },
  {
    code: 'EMC-NBK',
    carrier: 'Evergreen',
    pol: 'CNNGB',
    calls: [{ pod: 'KRPUS', transitDays: 3 }],
    weekday: 3,
    hourUtc: 18,
    vessels: ['EVER BLISS', 'EVER CHANT'],
    voyageBase: 96,
    bound: 'N',
  },
  {
    code: 'SKR-QDX',
    carrier: 'Sinokor',
    pol: 'CNTAO',
    calls: [
      { pod: 'KRINC', transitDays: 1 },
      { pod: 'KRPUS', transitDays: 3 },
    ],
    weekday: 1,
    hourUtc: 10,
    vessels: ['SKY PRIDE', 'SINOKOR INCHEON'],
    voyageBase: 1420,
    bound: 'E',
  },
  {
    code: 'SITC-QBX',
    carrier: 'SITC',
    pol: 'CNTAO',
    calls: [{ pod: 'KRPUS', transitDays: 2 }],
    weekday: 5,
    hourUtc: 7,
    vessels: ['SITC QINGDAO', 'SITC RIZHAO'],
    voyageBase: 2330,
    bound: 'E',
  },
  {
    code: 'COS-TIX',
    carrier: 'COSCO',
    pol: 'CNTXG',
    calls: [
      { pod: 'KRINC', transitDays: 2 },
      { pod: 'KRPUS', transitDays: 4 },
    ],
    weekday: 0,
    hourUtc: 8,
    vessels: ['XIN TIAN JIN', 'XIN DA LIAN'],
    voyageBase: 205,
    bound: 'E',
  },
  // ── Vietnam → Korea ──
  {
    code: 'HMM-VKX',
    carrier: 'HMM',
    pol: 'VNSGN',
    calls: [
      { pod: 'KRPUS', transitDays: 7 },
      { pod: 'KRINC', transitDays: 9 },
    ],
    weekday: 3,
    hourUtc: 3,
    vessels: ['HYUNDAI HONOUR', 'HYUNDAI PREMIUM', 'HYUNDAI PRIDE'],
    voyageBase: 122,
    bound: 'N',
  },
  {
    code: 'EMC-VSK',
    carrier: 'Evergreen',
    pol: 'VNSGN',
    calls: [{ pod: 'KRPUS', transitDays: 8 }],
    weekday: 5,
    hourUtc: 11,
    vessels: ['EVER CAREER', 'EVER CHARM', 'EVER CHASTE'],
    voyageBase: 74,
    bound: 'N',
  },
  {
    code: 'ONE-JVX',
    carrier: 'ONE',
    pol: 'VNSGN',
    calls: [
      { pod: 'KRINC', transitDays: 8 },
      { pod: 'KRPUS', transitDays: 10 },
    ],
    weekday: 0,
    hourUtc: 15,
    vessels: ['ONE CONTRIBUTION', 'ONE COMMITMENT'],
    voyageBase: 58,
    bound: 'N',
  },
  {
    code: 'SITC-VHK',
    carrier: 'SITC',
    pol: 'VNHPH',
    calls: [{ pod: 'KRPUS', transitDays: 5 }],
    weekday: 2,
    hourUtc: 20,
    vessels: ['SITC HAIPHONG', 'SITC DALIAN'],
    voyageBase: 2280,
    bound: 'N',
  },
  // ── Japan → Korea ──
  {
    code: 'SKR-JKT',
    carrier: 'Sinokor',
    pol: 'JPTYO',
    calls: [
      { pod: 'KRPUS', transitDays: 3 },
      { pod: 'KRINC', transitDays: 5 },
    ],
    weekday: 4,
    hourUtc: 6,
    vessels: ['SINOKOR TOKYO', 'SINOKOR NIIGATA'],
    voyageBase: 1305,
    bound: 'W',
  },
  {
    code: 'ONE-JKS',
    carrier: 'ONE',
    pol: 'JPTYO',
    calls: [{ pod: 'KRPUS', transitDays: 2 }],
    weekday: 1,
    hourUtc: 2,
    vessels: ['ONE HARBOUR', 'KOTA HARUM'],
    voyageBase: 411,
    bound: 'W',
  },
  // ── United States → Korea ──
  {
    code: 'HMM-PNW',
    carrier: 'HMM',
    pol: 'USLAX',
    calls: [
      { pod: 'KRPUS', transitDays: 14 },
      { pod: 'KRINC', transitDays: 17 },
    ],
    weekday: 2,
    hourUtc: 23,
    vessels: ['HMM COPENHAGEN', 'HMM DUBLIN', 'HYUNDAI SATURN', 'HYUNDAI NEPTUNE'],
    voyageBase: 45,
    bound: 'W',
  },
  {
    code: 'ONE-PS3',
    carrier: 'ONE',
    pol: 'USLAX',
    calls: [{ pod: 'KRPUS', transitDays: 13 }],
    weekday: 5,
    hourUtc: 1,
    vessels: ['ONE APUS', 'ONE ALTAIR', 'ONE ARCADIA'],
    voyageBase: 67,
    bound: 'W',
  },
  {
    code: 'MSK-TP6',
    carrier: 'Maersk',
    pol: 'USLAX',
    calls: [
      { pod: 'KRPUS', transitDays: 15 },
      { pod: 'KRINC', transitDays: 18 },
    ],
    weekday: 6,
    hourUtc: 19,
    vessels: ['MAERSK EINDHOVEN', 'MAERSK ESSEN', 'MAERSK EDINBURGH'],
    voyageBase: 412,
    bound: 'W',
  },
  {
    code: 'EMC-TPS',
    carrier: 'Evergreen',
    pol: 'USLAX',
    calls: [{ pod: 'KRPUS', transitDays: 16 }],
    weekday: 0,
    hourUtc: 22,
    vessels: ['EVER LEADING', 'EVER LIVEN', 'EVER LOVELY'],
    voyageBase: 118,
    bound: 'W',
  },
  // ── Europe → Korea ──
  {
    code: 'HMM-FE4',
    carrier: 'HMM',
    pol: 'DEHAM',
    calls: [
      { pod: 'KRPUS', transitDays: 33 },
      { pod: 'KRINC', transitDays: 36 },
    ],
    weekday: 4,
    hourUtc: 16,
    vessels: ['HMM ALGECIRAS', 'HMM OSLO', 'HMM DAON', 'HMM GDANSK', 'HMM ST PETERSBURG'],
    voyageBase: 36,
    bound: 'E',
  },
  {
    code: 'MSC-SWAN',
    carrier: 'MSC',
    pol: 'DEHAM',
    calls: [{ pod: 'KRPUS', transitDays: 35 }],
    weekday: 1,
    hourUtc: 21,
    vessels: ['MSC GULSUN', 'MSC OSCAR', 'MSC IRINA', 'MSC LORETO'],
    voyageBase: 218,
    bound: 'E',
  },
  {
    code: 'MSK-AE1',
    carrier: 'Maersk',
    pol: 'NLRTM',
    calls: [
      { pod: 'KRPUS', transitDays: 31 },
      { pod: 'KRINC', transitDays: 34 },
    ],
    weekday: 3,
    hourUtc: 13,
    vessels: ['MADRID MAERSK', 'MUNICH MAERSK', 'MARSEILLE MAERSK', 'MOSCOW MAERSK'],
    voyageBase: 503,
    bound: 'E',
  },
  {
    code: 'ONE-FE3',
    carrier: 'ONE',
    pol: 'NLRTM',
    calls: [{ pod: 'KRPUS', transitDays: 32 }],
    weekday: 6,
    hourUtc: 10,
    vessels: ['ONE INNOVATION', 'ONE INTELLIGENCE', 'ONE INFINITY', 'ONE INSPIRATION'],
    voyageBase: 91,
    bound: 'E',
  },
  {
    code: 'COS-AEU9',
    carrier: 'COSCO',
    pol: 'NLRTM',
    calls: [
      { pod: 'KRINC', transitDays: 34 },
      { pod: 'KRPUS', transitDays: 37 },
    ],
    weekday: 0,
    hourUtc: 5,
    vessels: ['COSCO SHIPPING UNIVERSE', 'COSCO SHIPPING ARIES', 'COSCO SHIPPING TAURUS'],
    voyageBase: 27,
    bound: 'E',
  },
];
