import type { ShellCatalog } from '../catalog.ts';

/** The English words of the admin app's shell, loaded when someone first reads in English. */
export const enShell = {
  app: {
    name: 'Baro Admin',
    brandSuffix: 'Admin',
    staff: 'Baro staff',
  },
  documentTitle: {
    suffix: 'Baro Admin',
    home: 'Baro Admin',
  },
  common: {
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    delete: 'Delete',
    edit: 'Edit',
    add: 'Add',
    search: 'Search',
    reset: 'Reset',
    back: 'Back to list',
    all: 'All',
    none: 'None',
    reason: 'Reason',
    reasonHint: 'Kept in the history.',
    actions: 'Actions',
  },
  nav: {
    sections: 'Admin sections',
    groups: {
      customers: 'Customers',
      partners: 'Partners',
      forwarding: 'Forwarding',
      operations: 'Operations',
      fulfillment: 'Fulfillment',
      reference: 'Reference data',
    },
    teams: 'Customer teams',
    users: 'Accounts',
    partners: 'Partner forwarders',
    bids: 'Bid requests',
    shipments: 'Shipments',
    calendar: 'Holiday calendar',
    content: 'Support articles',
    outbox: 'Outbox',
    audit: 'Audit log',
    applications: 'Fulfillment applications',
    warehouses: 'Warehouses and locations',
    stock: 'SKUs and stock',
    inbound: 'Inbound',
    orders: 'Shipping orders',
    returns: 'Returns',
    locations: 'Ports and airports',
    exchangeRates: 'Exchange rates',
    schedules: 'Vessel schedules',
  },
  guard: {
    notStaffTitle: 'This app is for Baro staff',
    notStaffBody:
      'Baro Admin is only for Baro staff accounts. The account you are logged in with ({{email}}) is not a staff account.',
    notStaffHint: 'Log in again with a staff account, or go to the customer site.',
  },
  notFound: {
    title: 'Page not found',
    body: 'The address has changed or the page was removed.',
    home: 'Go to admin home',
  },
  errorPage: {
    contact: 'If the problem continues, tell the development team.',
  },
} as const satisfies ShellCatalog;
