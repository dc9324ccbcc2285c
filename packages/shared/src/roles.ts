// Roles of VMS. Constant names follow the spec with {product} = VMS (DECISIONS.md "Names and placeholders").
export const ROLES = {
  ADMIN: 'vms-admin',
  USER: 'crexi',
  BROKER: 'broker',
  OPERATOR: 'vms-operator',
  VMS_QA: 'vms-test',
  VMS_PM: 'vms-project-manager',
  VMS_PILOT: 'vms-pilot',
  VMS_EDITOR: 'vms-editor',
  VMS_SALES_PERSON: 'vms-sales-person',
  VIDPITCH_ADMIN: 'vidpitch-admin',
  VMS_QC: 'vms-quality-controller',
} as const;

export type RoleKey = keyof typeof ROLES;
export type Role = (typeof ROLES)[RoleKey];
export const ALL_ROLES = Object.values(ROLES) as Role[];

export const ROLE_LABELS: Record<Role, string> = {
  'vms-admin': 'VMS Admin',
  'vms-project-manager': 'VMS PM',
  crexi: 'VMS Crexi',
  'vms-operator': 'VMS Operator',
  'vms-test': 'VMS QA',
  'vms-editor': 'VMS Editor',
  'vms-pilot': 'VMS Pilot',
  'vms-sales-person': 'VMS Sales Person',
  'vidpitch-admin': 'Vidpitch Admin',
  broker: 'Vidpitch Broker',
  'vms-quality-controller': 'VMS QC',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ALL_ROLES as string[]).includes(value);
}
