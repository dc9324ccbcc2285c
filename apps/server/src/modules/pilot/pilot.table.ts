// The pilot's side of a project (part B §3 "Pilot project", "Flight details", "Pilot folder/shot", "Pilot profile"):
// the shot list, the flight and the pilot's answer, and each pilot's three-step profile.
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects, users } from '../core/index.js';

/**
 * A shot of a project's shot list: Video and Image from the template when the project is created, Custom added by the
 * pilot or staff, Sales for the deal's attachments. Each is a folder of the project's tree (uploadingPath), so
 * uploads use the files domain's multipart protocol and its folder permissions.
 */
export const pilotShots = pgTable(
  'pilot_shots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** HTML from the template (sanitised on the page); plain text for custom shots. */
    description: text('description').notNull().default(''),
    exampleLink: text('example_link'),
    /** Video, Image, Custom or Sales. */
    folderTypes: text('folder_types').notNull(),
    /** The shot's folder: projects/<id>/Aerial Imagery/Aerial Footage/<title>, … */
    uploadingPath: text('uploading_path').notNull(),
    position: integer('position').notNull().default(0),
    isAssetUploaded: boolean('is_asset_uploaded').notNull().default(false),
    isMarkedCompleted: boolean('is_marked_completed').notNull().default(false),
    /** Someone wrote a note on this shot (the notes domain sets it). */
    hasNoteAdded: boolean('has_note_added').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pilot_shots_path_key').on(t.uploadingPath),
    index('pilot_shots_project_idx').on(t.projectId, t.folderTypes, t.position),
  ],
);

/** The flight of a project and the pilot's answer to it (one row per project with a pilot). */
export const pilotFlights = pgTable('pilot_flights', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** The drone-airspace checker's link for the site. */
  b4uLink: text('b4u_link'),
  /** Whether the airspace approval was granted. */
  approval: boolean('approval').notNull().default(false),
  /** The scheduled flight (UTC). */
  flightAt: timestamp('flight_at', { withTimezone: true }),
  isScheduled: boolean('is_scheduled').notNull().default(false),
  /** The site's Google Maps link, from the invite. */
  googleLink: text('google_link'),
  /** null until the pilot answers; ACCEPTED or DECLINED. */
  acceptedByPilot: text('accepted_by_pilot'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A pilot's profile (part B §3 "Pilot profile"): the three wizard steps. */
export const pilotProfiles = pgTable('pilot_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  /** The point of the address, from the geocoder when the profile is saved; null when it is unknown. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  coverageArea: text('coverage_area'),
  faaLicenseNumber: text('faa_license_number'),
  faaExpireDate: text('faa_expire_date'),
  insurancePolicyNumber: text('insurance_policy_number'),
  insuranceExpireDate: text('insurance_expire_date'),
  dronePlatform: text('drone_platform'),
  camera: text('camera'),
  offerInteriorDronePhotos: boolean('offer_interior_drone_photos').notNull().default(false),
  offerProfessionalInteriorDronePhotos: boolean('offer_professional_interior_drone_photos').notNull().default(false),
  offerMatterPortOrOtherTours: boolean('offer_matter_port_or_other_tours').notNull().default(false),
  offerThermalDrone: boolean('offer_thermal_drone').notNull().default(false),
  isProfileUpdated: boolean('is_profile_updated').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where each uploaded photo was taken (its EXIF GPS position), read once from the head of the file by the coverage
 * check (docs/adr/0018-pilot.md) and kept here so the check does not reread files; null lat/lng: the photo has none.
 */
export const pilotPhotoPositions = pgTable(
  'pilot_photo_positions',
  {
    key: text('key').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pilot_photo_positions_project_idx').on(t.projectId)],
);
