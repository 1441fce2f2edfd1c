import type { ParcelCompany, TrackingEvent } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { CarrierError, type TrackingProvider, type WaybillIssuer } from './carrier-network.ts';
import { findWaybill } from './carriers.repository.ts';
import { createDeliveryTrackerClient } from './delivery-tracker-client.ts';
import { createHanjinWaybillClient } from './hanjin-waybill-client.ts';
import { createSimulatedNetwork } from './simulated/simulated-network.ts';
import { createSweetTrackerClient } from './sweet-tracker-client.ts';
import { TrackingOwners } from './tracking-owners.ts';

/** How followed parcels are polled. */
export interface PollingPolicy {
  /** After a change, the next poll comes this much later; each unchanged poll doubles it. */
  intervalMs: number;
  maxIntervalMs: number;
  /** Parcels not delivered this long after they were first followed are given up. */
  giveUpAfterMs: number;
}

/** The carrier side of the service, built once per process from the environment. */
export interface CarrierServices {
  /** Who issues the carrier's waybills, or undefined when nobody is configured to. */
  issuerFor(parcelCompany: ParcelCompany): WaybillIssuer | undefined;
  /** The parcel's events (null: unknown to the carrier), from whichever network issued it. */
  track(parcelCompany: ParcelCompany, invoiceNo: string): Promise<TrackingEvent[] | null>;
  owners: TrackingOwners;
  polling: PollingPolicy;
  /** The simulated network's speed (1 when it runs in real time or is off). */
  simulationSpeed: number;
}

type CarrierEnv = Pick<
  Env,
  | 'CARRIER_SIMULATION'
  | 'CARRIER_SIMULATION_SPEED'
  | 'CARRIER_TIMEOUT_MS'
  | 'DELIVERY_TRACKER_URL'
  | 'DELIVERY_TRACKER_CLIENT_ID'
  | 'DELIVERY_TRACKER_CLIENT_SECRET'
  | 'SWEET_TRACKER_URL'
  | 'SWEET_TRACKER_KEY'
  | 'TRACKING_PROVIDER'
  | 'HANJIN_API_URL'
  | 'HANJIN_API_KEY'
  | 'HANJIN_CLIENT_ID'
  | 'HANJIN_CONTRACT_NO'
  | 'TRACKING_POLL_INTERVAL_SECONDS'
  | 'TRACKING_GIVE_UP_DAYS'
>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The real tracking provider, if any: the one `TRACKING_PROVIDER` names, else whichever has
 * credentials (the environment refuses both without a choice).
 */
function createLiveTracking(env: CarrierEnv): TrackingProvider | undefined {
  const deliveryTracker =
    env.DELIVERY_TRACKER_CLIENT_ID && env.DELIVERY_TRACKER_CLIENT_SECRET
      ? { clientId: env.DELIVERY_TRACKER_CLIENT_ID, clientSecret: env.DELIVERY_TRACKER_CLIENT_SECRET }
      : undefined;
  const provider = env.TRACKING_PROVIDER ?? (deliveryTracker ? 'deliverytracker' : 'sweettracker');
  if (provider === 'deliverytracker' && deliveryTracker) {
    return createDeliveryTrackerClient({
      url: env.DELIVERY_TRACKER_URL,
      ...deliveryTracker,
      timeoutMs: env.CARRIER_TIMEOUT_MS,
    });
  }
  if (provider === 'sweettracker' && env.SWEET_TRACKER_KEY) {
    return createSweetTrackerClient({
      url: env.SWEET_TRACKER_URL,
      key: env.SWEET_TRACKER_KEY,
      timeoutMs: env.CARRIER_TIMEOUT_MS,
    });
  }
  return undefined;
}

export function createCarrierServices(options: {
  env: CarrierEnv;
  db: Kysely<Database>;
  now: () => Date;
}): CarrierServices {
  const { env } = options;
  const simulation =
    env.CARRIER_SIMULATION === 'on'
      ? createSimulatedNetwork({ db: options.db, now: options.now, speed: env.CARRIER_SIMULATION_SPEED })
      : undefined;
  const speed = simulation ? env.CARRIER_SIMULATION_SPEED : 1;
  const liveTracking = createLiveTracking(env);
  const hanjin =
    env.HANJIN_API_KEY && env.HANJIN_CLIENT_ID && env.HANJIN_CONTRACT_NO
      ? createHanjinWaybillClient({
          baseUrl: env.HANJIN_API_URL,
          apiKey: env.HANJIN_API_KEY,
          clientId: env.HANJIN_CLIENT_ID,
          contractNo: env.HANJIN_CONTRACT_NO,
          timeoutMs: env.CARRIER_TIMEOUT_MS,
        })
      : undefined;

  return {
    issuerFor(parcelCompany) {
      if (parcelCompany === '05' && hanjin) return hanjin;
      return simulation?.issuer;
    },
    async track(parcelCompany, invoiceNo) {
      // A number the simulated network issued is followed there even when a real tracker is set up.
      if (simulation) {
        const waybill = await findWaybill(options.db, parcelCompany, invoiceNo);
        if (waybill?.provider === 'simulated' || !liveTracking)
          return simulation.tracking.track(parcelCompany, invoiceNo);
      }
      if (!liveTracking) throw new CarrierError('unavailable', 'no tracking provider is configured');
      return liveTracking.track(parcelCompany, invoiceNo);
    },
    owners: new TrackingOwners(),
    polling: {
      // A sped-up simulation is polled faster too, never more than once a minute.
      intervalMs: Math.max(60_000, (env.TRACKING_POLL_INTERVAL_SECONDS * 1000) / speed),
      maxIntervalMs: Math.max(60_000, (6 * 60 * 60 * 1000) / speed),
      giveUpAfterMs: Math.max(60 * 60 * 1000, (env.TRACKING_GIVE_UP_DAYS * DAY_MS) / speed),
    },
    simulationSpeed: speed,
  };
}
