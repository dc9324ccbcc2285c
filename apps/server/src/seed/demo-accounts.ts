import { ROLES, type Role } from '@vms/shared';

/** The demo accounts of DECISIONS.md; every one has the password Demo1234. */
export const DEMO_PASSWORD = 'Demo1234';

export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  isEditorProfileUpdated?: boolean;
}> = [
  { email: 'admin@vms.test', role: ROLES.ADMIN, firstName: 'Alex', lastName: 'Admin' },
  { email: 'pm@vms.test', role: ROLES.VMS_PM, firstName: 'Paula', lastName: 'Manning' },
  { email: 'qc@vms.test', role: ROLES.VMS_QC, firstName: 'Quinn', lastName: 'Carter' },
  { email: 'qa@vms.test', role: ROLES.VMS_QA, firstName: 'Quincy', lastName: 'Adams' },
  { email: 'operator@vms.test', role: ROLES.OPERATOR, firstName: 'Olivia', lastName: 'Ortiz' },
  { email: 'sales@vms.test', role: ROLES.VMS_SALES_PERSON, firstName: 'Sam', lastName: 'Sellers' },
  { email: 'editor@vms.test', role: ROLES.VMS_EDITOR, firstName: 'Eddie', lastName: 'Cutter', isEditorProfileUpdated: true },
  { email: 'neweditor@vms.test', role: ROLES.VMS_EDITOR, firstName: 'Nina', lastName: 'Newman', isEditorProfileUpdated: false },
  { email: 'pilot@vms.test', role: ROLES.VMS_PILOT, firstName: 'Pete', lastName: 'Flyer' },
  { email: 'customer@vms.test', role: ROLES.USER, firstName: 'Casey', lastName: 'Customer' },
  { email: 'broker@vms.test', role: ROLES.BROKER, firstName: 'Brooke', lastName: 'Broker' },
  { email: 'vpadmin@vms.test', role: ROLES.VIDPITCH_ADMIN, firstName: 'Victor', lastName: 'Pitch' },
];

/** More staff and customers so that work is spread over several people. */
export const EXTRA_ACCOUNTS: typeof DEMO_ACCOUNTS = [
  { email: 'dana.customer@vms.test', role: ROLES.USER, firstName: 'Dana', lastName: 'Whitfield' },
  { email: 'lee.customer@vms.test', role: ROLES.USER, firstName: 'Lee', lastName: 'Okafor' },
  { email: 'morgan.pm@vms.test', role: ROLES.VMS_PM, firstName: 'Morgan', lastName: 'Reyes' },
  { email: 'ivy.editor@vms.test', role: ROLES.VMS_EDITOR, firstName: 'Ivy', lastName: 'Lambert', isEditorProfileUpdated: true },
  { email: 'rio.pilot@vms.test', role: ROLES.VMS_PILOT, firstName: 'Rio', lastName: 'Santos' },
  { email: 'new.customer@vms.test', role: ROLES.USER, firstName: 'Noah', lastName: 'Newcomer' },
];

/** A customer who has ordered nothing yet: every management list shows its empty state. */
export const EMPTY_CUSTOMER_EMAIL = 'new.customer@vms.test';
