/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AssetDetail = {
  asset: OrderAsset;
  auction: Maybe<AuctionDates>;
  callToAction: Maybe<CallToAction>;
  crexiDefaultBrokers: Array<DefaultBroker>;
  eliteAuction: Maybe<Scalars['String']['output']>;
  includedBrokers: Array<IncludedBroker>;
  interiorVideoContact: Maybe<InteriorVideoContact>;
  isPending: Scalars['Boolean']['output'];
  mapGeopoints: Maybe<Array<GeoPoint>>;
  mapScreenshot: Maybe<Scalars['String']['output']>;
  mapScreenshotKey: Maybe<Scalars['String']['output']>;
  nearbyCallouts: Array<NearbyPlace>;
  nearbyCities: Array<NearbyPlace>;
  projectPlan: Scalars['String']['output'];
  savedTab: Maybe<Scalars['Int']['output']>;
  status: Maybe<Scalars['String']['output']>;
  userInstructions: Maybe<UserInstructions>;
};

/** One of the listing's remaining detail fields; the screen makes a heading from the camel-case name. */
export type AssetDetailField = {
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AssetDetailsInfo = {
  fields: Array<AssetDetailField>;
  propertyType: Maybe<Scalars['String']['output']>;
};

export type AssetDetailsSummary = {
  propertyType: Maybe<Scalars['String']['output']>;
};

export type AssetLocation = {
  address: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  state: Maybe<AssetState>;
  zip: Maybe<Scalars['String']['output']>;
};

export type AssetPlan = {
  assetId: Scalars['ID']['output'];
  planId: Maybe<Scalars['ID']['output']>;
  price: Maybe<Scalars['Float']['output']>;
  projectPlan: Scalars['String']['output'];
};

export type AssetSearchPage = {
  assets: Array<AssetSearchResult>;
  totalCount: Scalars['Int']['output'];
};

export type AssetSearchResult = {
  askingPrice: Maybe<Scalars['Float']['output']>;
  brokers: Array<SearchBroker>;
  companyNames: Array<Scalars['String']['output']>;
  crexiUrl: Maybe<Scalars['String']['output']>;
  details: AssetDetailsSummary;
  id: Scalars['ID']['output'];
  isPrivate: Scalars['Boolean']['output'];
  lastUpdatedAt: Maybe<Scalars['String']['output']>;
  locations: Array<AssetLocation>;
  name: Scalars['String']['output'];
  projectPlan: Maybe<Scalars['String']['output']>;
  status: Maybe<Scalars['String']['output']>;
  subtypes: Array<Scalars['String']['output']>;
  thumbnailUrl: Maybe<Scalars['String']['output']>;
};

export type AssetState = {
  name: Scalars['String']['output'];
};

/** An attention alert (part A §3). */
export type AttentionNotification = {
  asanaTaskName: Scalars['String']['output'];
  attentionText: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  crexiTaskStatus: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  linkToAsset: Scalars['String']['output'];
  projectId: Scalars['ID']['output'];
  projectName: Scalars['String']['output'];
};

export type AttentionNotifications = {
  notifications: Array<AttentionNotification>;
  totalCount: Scalars['Int']['output'];
};

export type AuctionDates = {
  auction_1: Maybe<Scalars['String']['output']>;
  auction_2: Maybe<Scalars['String']['output']>;
  auction_3: Maybe<Scalars['String']['output']>;
  auction_4: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

export type AuctionInput = {
  auction_1?: InputMaybe<Scalars['String']['input']>;
  auction_2?: InputMaybe<Scalars['String']['input']>;
  auction_3?: InputMaybe<Scalars['String']['input']>;
  auction_4?: InputMaybe<Scalars['String']['input']>;
};

export type AwsFile = {
  Key: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** image, video, xlsx or other. */
  fileType: Scalars['String']['output'];
  /** ISO 8601 timestamp. */
  lastModified: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Float']['output'];
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  /** Where to read the file (signed and expiring, or the CDN for video). */
  url: Scalars['String']['output'];
};

/** A project folder (Default or Custom) and the sub-folders the viewer may see. */
export type AwsFolder = {
  /** 0 folder, 1 sub-folder, 2 inner sub-folder. */
  depth: Scalars['Int']['output'];
  /** Default or Custom. */
  folderType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  parentId: Maybe<Scalars['ID']['output']>;
  /** The storage path of the folder (the uploadingPath of files in it). */
  path: Scalars['String']['output'];
  /** The viewer's permission here: view or post. */
  permission: Scalars['String']['output'];
  subFolders: Array<AwsFolder>;
};

export type BrokerDirectoryPage = {
  data: Array<BrokerDirectoryRecord>;
  totalCount: Scalars['Int']['output'];
};

export type BrokerDirectoryRecord = {
  /** ISO 8601. */
  brokerUpdatedAt: Maybe<Scalars['String']['output']>;
  company: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  flagType: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  phone: Array<Scalars['String']['output']>;
  priority: Maybe<Scalars['Int']['output']>;
  totalActiveAssetsCount: Scalars['Int']['output'];
};

export type Brokerage = {
  location: BrokerageLocation;
  logoUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  website: Maybe<Scalars['String']['output']>;
};

export type BrokerageLocation = {
  city: Maybe<Scalars['String']['output']>;
};

export type BronzeVideoStatus = {
  completed: Scalars['Boolean']['output'];
  error: Maybe<Scalars['String']['output']>;
  /** The project's uuid. */
  projectId: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

export type CallToAction = {
  text: Scalars['String']['output'];
};

export type CheckoutResult = {
  message: Scalars['String']['output'];
  projectId: Scalars['ID']['output'];
  projectNumber: Scalars['Int']['output'];
  projectPlan: Scalars['String']['output'];
};

export type CheckoutStatus = {
  message: Maybe<Scalars['String']['output']>;
  projectPlan: Maybe<Scalars['String']['output']>;
  status: Scalars['Boolean']['output'];
};

export type CountDetails = {
  count: Scalars['Int']['output'];
};

export type CustomAssetImage = {
  chapter: Maybe<Scalars['String']['output']>;
  fileType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  s3ImageLink: Scalars['String']['output'];
};

export type Dashboard = {
  counts: Array<DashboardCount>;
  /** What the counts chart shows, e.g. 'Projects by status'. */
  countsTitle: Scalars['String']['output'];
  nextUp: Array<DashboardItem>;
  recentActivity: Array<DashboardItem>;
};

export type DashboardCount = {
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

export type DashboardItem = {
  /** ISO 8601 timestamp. */
  at: Scalars['String']['output'];
  detail: Scalars['String']['output'];
  /** An in-app path to open, when there is one. */
  href: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A deal and its project (part B §3 "Deal"). */
export type Deal = {
  amount: Scalars['Float']['output'];
  company: Maybe<DealCompany>;
  contacts: Array<DealContact>;
  customerNotes: Scalars['String']['output'];
  dealHsObjectId: Maybe<Scalars['String']['output']>;
  dealId: Scalars['ID']['output'];
  dealName: Scalars['String']['output'];
  dealPayment: Array<DealPayment>;
  dealStage: Maybe<Scalars['String']['output']>;
  dealType: Maybe<Scalars['String']['output']>;
  discount: Scalars['Float']['output'];
  hsLink: Maybe<Scalars['String']['output']>;
  hsQuoteLinks: Array<Scalars['String']['output']>;
  packages: Array<DealPackage>;
  pif: Maybe<Scalars['String']['output']>;
  planType: Scalars['String']['output'];
  pmNotes: Scalars['String']['output'];
  projectAsanaLink: Maybe<Scalars['String']['output']>;
  projectEditor: Maybe<Scalars['String']['output']>;
  projectId: Scalars['Int']['output'];
  projectManager: Maybe<Scalars['String']['output']>;
  projectPilot: Maybe<Scalars['String']['output']>;
  projectTargetCompletionDate: Maybe<Scalars['String']['output']>;
  projectUuid: Scalars['ID']['output'];
  publishedVideoLink: Maybe<Scalars['String']['output']>;
  quotes: Array<DealQuote>;
  slackLink: Maybe<Scalars['String']['output']>;
  startDate: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  subTotal: Scalars['Float']['output'];
  syncedAt: Maybe<Scalars['String']['output']>;
  total: Scalars['Float']['output'];
  urgency: Maybe<Scalars['String']['output']>;
};

export type DealCompany = {
  companyName: Scalars['String']['output'];
  companyPhone: Maybe<Scalars['String']['output']>;
  companyWebsite: Maybe<Scalars['String']['output']>;
};

export type DealContact = {
  contactEmail: Maybe<Scalars['String']['output']>;
  contactFirstname: Scalars['String']['output'];
  contactHsLink: Maybe<Scalars['String']['output']>;
  contactLastname: Scalars['String']['output'];
  contactPhone: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

/** A row of the deals list. */
export type DealListItem = {
  amount: Scalars['Float']['output'];
  dealId: Scalars['ID']['output'];
  dealName: Scalars['String']['output'];
  /** The CRM's stage; closedwon shows 'Closed / won'. */
  dealStage: Maybe<Scalars['String']['output']>;
  /** The plan the deal sells (the row icon). */
  dealType: Maybe<Scalars['String']['output']>;
  pif: Maybe<Scalars['String']['output']>;
  projectEditor: Maybe<Scalars['String']['output']>;
  /** The project number the detail route takes. */
  projectId: Scalars['Int']['output'];
  projectManager: Maybe<Scalars['String']['output']>;
  /** yyyy-MM-dd. */
  startDate: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type DealMapInput = {
  deal_map_geopoints: Array<GeoPointInput>;
  deal_map_instructions?: InputMaybe<UserInstructionsInput>;
  /** Storage key of the uploaded screenshot */
  deal_map_screenshot: Scalars['String']['input'];
};

/** A line item of the deal. */
export type DealPackage = {
  id: Scalars['ID']['output'];
  lineitemDiscount: Scalars['Float']['output'];
  lineitemName: Scalars['String']['output'];
  lineitemPrice: Scalars['Float']['output'];
  lineitemQuantity: Scalars['Int']['output'];
  /** base-package or add-ons. */
  lineitemType: Scalars['String']['output'];
};

export type DealPayment = {
  checked: Scalars['Boolean']['output'];
  disabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  timestamp: Maybe<Scalars['String']['output']>;
};

export type DealPaymentInput = {
  checked: Scalars['Boolean']['input'];
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  timestamp?: InputMaybe<Scalars['String']['input']>;
};

export type DealQuote = {
  id: Scalars['ID']['output'];
  quoteHsCreatedate: Scalars['String']['output'];
  quoteHsExpirationDate: Scalars['String']['output'];
  quoteHsQuoteNumber: Maybe<Scalars['String']['output']>;
  quoteHsTitle: Scalars['String']['output'];
  quoteLink: Scalars['String']['output'];
  senderFirstname: Maybe<Scalars['String']['output']>;
  senderLastname: Maybe<Scalars['String']['output']>;
};

export type DealQuoteLink = {
  id: Scalars['ID']['output'];
  /** ISO 8601; past means expired. */
  quoteExpirationDate: Scalars['String']['output'];
  quoteHsTitle: Scalars['String']['output'];
  quoteLink: Scalars['String']['output'];
};

export type DealSyncEvent = {
  dealId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  projectId: Maybe<Scalars['Int']['output']>;
  /** SYNCED or FAILED. */
  status: Scalars['String']['output'];
  syncedAt: Maybe<Scalars['String']['output']>;
};

export type DealsFilterInput = {
  dealName?: InputMaybe<Scalars['String']['input']>;
  /** MM/dd/yyyy. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type DealsInput = {
  filter?: InputMaybe<DealsFilterInput>;
  globalSearchText?: InputMaybe<Scalars['String']['input']>;
  /** 10 by default. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type DealsResult = {
  dealData: Array<DealListItem>;
  totalCount: Scalars['Int']['output'];
};

export type DefaultBroker = {
  affiliation: Maybe<Scalars['String']['output']>;
  company: Scalars['String']['output'];
  /** Storage key default_broker/{uuid}/logo. */
  companyLogoKey: Maybe<Scalars['String']['output']>;
  /** A URL to show the logo. */
  companyLogoUrl: Maybe<Scalars['String']['output']>;
  companyUrl: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  /** Storage key default_broker/{uuid}/image, sent back as imageUrl. */
  imageKey: Maybe<Scalars['String']['output']>;
  /** A URL to show the photo. */
  imageUrl: Maybe<Scalars['String']['output']>;
  lastname: Scalars['String']['output'];
  marketArea: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  title: Maybe<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
};

export type DefaultBrokerInput = {
  affiliation?: InputMaybe<Scalars['String']['input']>;
  company: Scalars['String']['input'];
  /** Storage key default_broker/{uuid}/logo */
  companyLogoUrl?: InputMaybe<Scalars['String']['input']>;
  companyUrl: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  /** Storage key default_broker/{uuid}/image */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  lastname: Scalars['String']['input'];
  marketArea?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};

/** One of a person's folder permissions. */
export type FolderGrant = {
  /** A top folder, by name. */
  directory: Scalars['String']['output'];
  /** view or post (post includes view). */
  permission: Scalars['String']['output'];
  /** null: every sub-folder of the directory. */
  subdirectory: Maybe<Scalars['String']['output']>;
};

export type FolderPermissionPerson = {
  email: Scalars['String']['output'];
  /** Grants on this project's folders. */
  grants: Array<FolderGrant>;
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type FolderUpdate = {
  /** UPLOADED, DELETED or CREATED. */
  action: Scalars['String']['output'];
  path: Scalars['String']['output'];
  projectId: Scalars['ID']['output'];
};

export type GalleryImage = {
  image_url: Scalars['String']['output'];
  thumbnail_url: Maybe<Scalars['String']['output']>;
};

export type GallerySynced = {
  assetId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type GeoPoint = {
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

export type GeoPointInput = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

export type HsOutOfSyncFilter = {
  /** YYYY-MM-DD */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

export type HsOutOfSyncInput = {
  filter?: InputMaybe<HsOutOfSyncFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type HsOutOfSyncPage = {
  data: Array<HsOutOfSyncRecord>;
  totalCount: Scalars['Int']['output'];
};

export type HsOutOfSyncRecord = {
  broker: BrokerDirectoryRecord;
  /** The e-mail the CRM holds. */
  crmEmail: Maybe<Scalars['String']['output']>;
  crmPhone: Maybe<Array<Scalars['String']['output']>>;
  /** Why the last push failed. */
  crmSyncError: Maybe<Scalars['String']['output']>;
  /** When VMS last pushed this broker to the CRM. */
  lastPushedAt: Maybe<Scalars['String']['output']>;
};

export type IncludedBroker = {
  id: Scalars['ID']['output'];
  isIncluded: Scalars['Boolean']['output'];
  isLead: Scalars['Boolean']['output'];
};

export type IncludedBrokerInput = {
  id: Scalars['ID']['input'];
  isIncluded: Scalars['Boolean']['input'];
  isLead: Scalars['Boolean']['input'];
};

export type InteriorVideoContact = {
  additionalNotes: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  name: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  shootDate: Maybe<Scalars['String']['output']>;
  /** hh:mm:ss */
  shootTime: Maybe<Scalars['String']['output']>;
};

export type InteriorVideoContactInput = {
  additionalNotes?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, today or later */
  shootDate?: InputMaybe<Scalars['String']['input']>;
  /** hh:mm:ss in 15-minute steps */
  shootTime?: InputMaybe<Scalars['String']['input']>;
};

export type LinkStatus = {
  /** 200 valid, 404 unknown link, 410 expired or already used. */
  status: Scalars['Int']['output'];
};

export type LoginResult = {
  isEditorProfileUpdated: Scalars['Boolean']['output'];
  photo: Maybe<Scalars['String']['output']>;
  role: Scalars['String']['output'];
  token: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type ManagementIframe = {
  iframe: Maybe<Scalars['String']['output']>;
};

export type ManagementMessage = {
  message: Scalars['String']['output'];
};

/** A project in the management lists (part A §3 "Project in list"). */
export type ManagementProject = {
  assetId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['String']['output'];
  /** The project number used in URLs. */
  id: Scalars['ID']['output'];
  isNew: Scalars['Boolean']['output'];
  plan: Scalars['String']['output'];
  projectName: Scalars['String']['output'];
  projectUuid: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  trackStatus: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  userId: Maybe<Scalars['ID']['output']>;
};

export type MessageResult = {
  message: Scalars['String']['output'];
};

export type Mutation = {
  /** Cancels an upload at once; its parts are removed. */
  abortMultipartUpload: Scalars['Boolean']['output'];
  addAssetDetails: MessageResult;
  addAssetPlan: MessageResult;
  addNewBrokerToAsset: MessageResult;
  addQuotePropertiesToHubspot: MessageResult;
  checkout: CheckoutResult;
  deletePendingAssets: MessageResult;
  flagBroker: MessageResult;
  forgotPassword: StatusMessage;
  /** A URL to PUT one comment screenshot to, with this content type. */
  getAwsS3PresignedUrl: Scalars['String']['output'];
  /** Starts a multipart upload to `path` (folder path and file name); returns the upload id. */
  getAwsUploadId: Scalars['String']['output'];
  /** The URL to PUT one part to; the response carries the part's ETag. */
  getUploadSignedUrl: Scalars['String']['output'];
  /** Sets a person's view or post on a folder; answers with the person's grants on the project's folders. */
  grantFolderPermission: FolderPermissionPerson;
  login: LoginResult;
  resetPassword: StatusMessage;
  /** Removes one of a person's folder permissions; answers with the grants left. */
  revokeFolderPermission: FolderPermissionPerson;
  saveDealMap: MessageResult;
  saveDealNotes: MessageResult;
  signUp: LoginResult;
  syncAssetDetails: SyncResult;
  syncDealAssociations: MessageResult;
  syncManagementProjectTasks: ManagementMessage;
  updateBrokerDirectory: MessageResult;
  /** Sets a task's crexiTaskStatus (the editor's status select; PM, admin and QC everywhere). */
  updateBronzeProjectTaskStatus: TaskStatusResult;
  updateDealPayment: Array<DealPayment>;
  updateNotificationStatus: NotificationActionResult;
  updateProfile: MessageResult;
  uploadFileByPart: UploadedFile;
};


export type MutationAbortMultipartUploadArgs = {
  path: Scalars['String']['input'];
  uploadId: Scalars['String']['input'];
};


export type MutationAddAssetDetailsArgs = {
  assetId: Scalars['ID']['input'];
  auction: InputMaybe<AuctionInput>;
  callToAction: InputMaybe<Scalars['String']['input']>;
  crexiDefaultBrokers: InputMaybe<Array<DefaultBrokerInput>>;
  eliteAuction: InputMaybe<Scalars['String']['input']>;
  includedBrokers: InputMaybe<Array<IncludedBrokerInput>>;
  interiorVideoContact: InputMaybe<InteriorVideoContactInput>;
  mapGeopoints: InputMaybe<Array<GeoPointInput>>;
  mapScreenshot: InputMaybe<Scalars['String']['input']>;
  nearbyCallouts: InputMaybe<Array<NearbyPlaceInput>>;
  nearbyCities: InputMaybe<Array<NearbyPlaceInput>>;
  projectPlan: InputMaybe<Scalars['String']['input']>;
  savedTab: InputMaybe<Scalars['Int']['input']>;
  status: InputMaybe<Scalars['String']['input']>;
  userInstructions: InputMaybe<UserInstructionsInput>;
};


export type MutationAddAssetPlanArgs = {
  assetId: Scalars['ID']['input'];
  planName: Scalars['String']['input'];
};


export type MutationAddNewBrokerToAssetArgs = {
  email: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAddQuotePropertiesToHubspotArgs = {
  assetId: Scalars['ID']['input'];
  data: QuotePropertiesInput;
  userId: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCheckoutArgs = {
  assetId: Scalars['ID']['input'];
  eliteAuction: InputMaybe<Scalars['String']['input']>;
  planId: InputMaybe<Scalars['ID']['input']>;
  planName: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeletePendingAssetsArgs = {
  assetId: Scalars['ID']['input'];
  status: InputMaybe<Scalars['String']['input']>;
};


export type MutationFlagBrokerArgs = {
  brokerId: Scalars['ID']['input'];
  flagType: Scalars['String']['input'];
  note: InputMaybe<Scalars['String']['input']>;
  priority: Scalars['Int']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationGetAwsS3PresignedUrlArgs = {
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  location: Scalars['String']['input'];
};


export type MutationGetAwsUploadIdArgs = {
  fileType: Scalars['String']['input'];
  path: Scalars['String']['input'];
};


export type MutationGetUploadSignedUrlArgs = {
  partNumber: Scalars['Int']['input'];
  path: Scalars['String']['input'];
  uploadId: Scalars['String']['input'];
};


export type MutationGrantFolderPermissionArgs = {
  directory: Scalars['String']['input'];
  email: Scalars['String']['input'];
  permission: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  subdirectory: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRevokeFolderPermissionArgs = {
  directory: Scalars['String']['input'];
  email: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  subdirectory: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveDealMapArgs = {
  assetId: Scalars['ID']['input'];
  data: DealMapInput;
  userId: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSaveDealNotesArgs = {
  customerNotes: InputMaybe<Scalars['String']['input']>;
  pmNotes: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
};


export type MutationSignUpArgs = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSyncAssetDetailsArgs = {
  assetId: Scalars['ID']['input'];
};


export type MutationSyncDealAssociationsArgs = {
  dealId: Scalars['ID']['input'];
};


export type MutationSyncManagementProjectTasksArgs = {
  asanaProjectId: InputMaybe<Scalars['String']['input']>;
  isNewTemplate: Scalars['Boolean']['input'];
  planType: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  sectionName: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateBrokerDirectoryArgs = {
  brokerId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  isFlaggedRecord: InputMaybe<Scalars['Boolean']['input']>;
  phone: Array<Scalars['String']['input']>;
};


export type MutationUpdateBronzeProjectTaskStatusArgs = {
  crexiTaskStatus: Scalars['String']['input'];
  portalTaskId: Scalars['ID']['input'];
};


export type MutationUpdateDealPaymentArgs = {
  payment: Array<DealPaymentInput>;
  projectId: Scalars['ID']['input'];
};


export type MutationUpdateNotificationStatusArgs = {
  actionValue: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  email: Scalars['String']['input'];
  input: UpdateProfileInput;
  role: Scalars['String']['input'];
};


export type MutationUploadFileByPartArgs = {
  parts: Array<UploadPartInput>;
  path: Scalars['String']['input'];
  uploadId: Scalars['String']['input'];
};

export type NearbyPlace = {
  delete: Scalars['Boolean']['output'];
  distanceFromAsset: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type NearbyPlaceInput = {
  delete?: InputMaybe<Scalars['Boolean']['input']>;
  distanceFromAsset: Scalars['Int']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};

export type NotificationAction = {
  actionValue: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

export type NotificationActionResult = {
  message: Scalars['String']['output'];
};

export type OrderAsset = {
  activatedOn: Maybe<Scalars['String']['output']>;
  askingPrice: Maybe<Scalars['Float']['output']>;
  assetCrexiId: Scalars['String']['output'];
  brokers: Array<SearchBroker>;
  companyNames: Array<Scalars['String']['output']>;
  crexiUrl: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  details: AssetDetailsInfo;
  galleryCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isPrivate: Scalars['Boolean']['output'];
  latitude: Maybe<Scalars['Float']['output']>;
  locations: Array<AssetLocation>;
  longitude: Maybe<Scalars['Float']['output']>;
  marketingDescription: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  status: Maybe<Scalars['String']['output']>;
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  updatedOn: Maybe<Scalars['String']['output']>;
};

export type PmOnUserBehalf = {
  email: Maybe<Scalars['String']['output']>;
  msg: Maybe<Scalars['String']['output']>;
  password: Maybe<Scalars['String']['output']>;
};

export type PermissionFolder = {
  name: Scalars['String']['output'];
  subdirectories: Array<Scalars['String']['output']>;
};

export type Plan = {
  default: Scalars['Boolean']['output'];
  description: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  price: Scalars['Float']['output'];
  type: Scalars['String']['output'];
};

export type PlanData = {
  featuresList: Array<Scalars['String']['output']>;
  plans: Array<Plan>;
};

export type ProjectBroker = {
  brokerName: Scalars['String']['output'];
  imageLink: Maybe<Scalars['String']['output']>;
};

export type ProjectCredential = {
  email: Scalars['String']['output'];
  password: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

/** Project detail (part A §3). */
export type ProjectDetail = {
  asanaProjectId: Maybe<Scalars['String']['output']>;
  askingPrice: Maybe<Scalars['String']['output']>;
  broker: Array<ProjectBroker>;
  createdAt: Scalars['String']['output'];
  crexiUrl: Maybe<Scalars['String']['output']>;
  finalDownload: Maybe<Scalars['String']['output']>;
  hubspotLink: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isNewTemplate: Scalars['Boolean']['output'];
  listingDate: Maybe<Scalars['String']['output']>;
  plan: Scalars['String']['output'];
  productType: Maybe<Scalars['String']['output']>;
  projectAddress: Maybe<Scalars['String']['output']>;
  projectAsanaLink: Maybe<Scalars['String']['output']>;
  projectName: Scalars['String']['output'];
  projectUuid: Scalars['ID']['output'];
  propertyType: Maybe<Scalars['String']['output']>;
  renderError: Maybe<Scalars['String']['output']>;
  sections: Array<ProjectSection>;
  slackLink: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  trackStatus: Scalars['String']['output'];
};

/** A project's folders and who may view or post in them (docs/adr/0013). */
export type ProjectFolderPermissions = {
  folders: Array<PermissionFolder>;
  people: Array<FolderPermissionPerson>;
  projectId: Scalars['ID']['output'];
};

export type ProjectPage = {
  projects: Array<ManagementProject>;
  totalCount: Scalars['Int']['output'];
};

export type ProjectSection = {
  completedCount: Scalars['Int']['output'];
  missingTasks: Array<Scalars['String']['output']>;
  sectionId: Scalars['ID']['output'];
  sectionName: Scalars['String']['output'];
  sectionTasks: Array<ProjectTask>;
  /** Whether the viewer may set task statuses here. */
  statusEditable: Scalars['Boolean']['output'];
  syncRequired: Scalars['Boolean']['output'];
  syncStatus: Scalars['String']['output'];
};

export type ProjectTask = {
  /** The latest activity. */
  activities: Array<TaskActivity>;
  alert: Maybe<TaskAlert>;
  asanaTaskId: Maybe<Scalars['String']['output']>;
  crexiTaskStatus: Scalars['String']['output'];
  portalTaskId: Scalars['ID']['output'];
  task: Scalars['String']['output'];
  /** The task name with spaces as underscores (the URL hash). */
  taskId: Scalars['String']['output'];
};

export type Query = {
  accessPMOnUserBehalf: PmOnUserBehalf;
  checkResetLinkExpiration: LinkStatus;
  deal: Deal;
  dealCount: Scalars['Int']['output'];
  deals: DealsResult;
  getAllCredentialsByProject: Array<ProjectCredential>;
  getAssetDetails: AssetDetail;
  getAssetGalleryUrl: Array<GalleryImage>;
  getAssetPlan: AssetPlan;
  getAttentionProjects: ProjectPage;
  getAwsFiles: Array<AwsFile>;
  getAwsFolders: Array<AwsFolder>;
  getBrokersDirectory: BrokerDirectoryPage;
  getCustomAssetImages: Array<CustomAssetImage>;
  getDealQuotes: Array<DealQuoteLink>;
  getFlaggedBrokers: BrokerDirectoryPage;
  getHsOutOfSyncData: HsOutOfSyncPage;
  getIframe: ManagementIframe;
  getNotifications: AttentionNotifications;
  getPendingAssets: AssetSearchPage;
  getPlans: PlanData;
  getProjectFolderPermissions: ProjectFolderPermissions;
  getProjects: ProjectPage;
  getTaskDetails: ProjectDetail;
  getUserPermission: Array<UserPermission>;
  getVideoSegment: VideoSegment;
  getVideoTemplates: Array<VideoTemplate>;
  highPriorityUpdates: CountDetails;
  listAsanaTaskActivities: TaskActivities;
  me: User;
  myDashboard: Dashboard;
  projectCheckoutStatus: CheckoutStatus;
  projectSearch: ProjectPage;
  recordsToBeUpdated: CountDetails;
  searchAssets: AssetSearchPage;
};


export type QueryAccessPmOnUserBehalfArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryCheckResetLinkExpirationArgs = {
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type QueryDealArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryDealsArgs = {
  input: InputMaybe<DealsInput>;
};


export type QueryGetAllCredentialsByProjectArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryGetAssetDetailsArgs = {
  assetId: Scalars['ID']['input'];
};


export type QueryGetAssetGalleryUrlArgs = {
  assetCrexiId: Scalars['String']['input'];
};


export type QueryGetAssetPlanArgs = {
  assetId: Scalars['ID']['input'];
};


export type QueryGetAttentionProjectsArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetAwsFilesArgs = {
  filePath: Scalars['String']['input'];
};


export type QueryGetAwsFoldersArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryGetBrokersDirectoryArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  missingEmail: InputMaybe<Scalars['Boolean']['input']>;
  missingPhone: InputMaybe<Scalars['Boolean']['input']>;
  newBroker: InputMaybe<Scalars['Boolean']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  searchParams: InputMaybe<Array<Scalars['String']['input']>>;
  searchString: InputMaybe<Scalars['String']['input']>;
  sortParams: InputMaybe<Scalars['String']['input']>;
  updatedRecords: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGetCustomAssetImagesArgs = {
  chapter: InputMaybe<Scalars['String']['input']>;
  fileType: Scalars['String']['input'];
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  packageType: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


export type QueryGetDealQuotesArgs = {
  dealId: Scalars['ID']['input'];
};


export type QueryGetFlaggedBrokersArgs = {
  emailNotFound: InputMaybe<Scalars['Boolean']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  needsEvaluation: InputMaybe<Scalars['Boolean']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  priority: InputMaybe<Array<Scalars['Int']['input']>>;
  searchParams: InputMaybe<Array<Scalars['String']['input']>>;
  searchString: InputMaybe<Scalars['String']['input']>;
  withNotesOnly: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGetHsOutOfSyncDataArgs = {
  input: InputMaybe<HsOutOfSyncInput>;
};


export type QueryGetNotificationsArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetPendingAssetsArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetProjectFolderPermissionsArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryGetProjectsArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  trackStatus: Scalars['String']['input'];
};


export type QueryGetTaskDetailsArgs = {
  planName: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};


export type QueryGetUserPermissionArgs = {
  email: Scalars['String']['input'];
};


export type QueryGetVideoSegmentArgs = {
  segmentNumber: Scalars['Int']['input'];
  templateId: Scalars['Int']['input'];
  videoId: Scalars['String']['input'];
};


export type QueryListAsanaTaskActivitiesArgs = {
  planName: InputMaybe<Scalars['String']['input']>;
  taskId: Scalars['ID']['input'];
};


export type QueryProjectCheckoutStatusArgs = {
  assetId: Scalars['ID']['input'];
  planName: InputMaybe<Scalars['String']['input']>;
};


export type QueryProjectSearchArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  searchText: Scalars['String']['input'];
  trackStatus: Scalars['String']['input'];
};


export type QuerySearchAssetsArgs = {
  auctionData: InputMaybe<Scalars['String']['input']>;
  companyName: InputMaybe<Scalars['String']['input']>;
  firstName: InputMaybe<Scalars['String']['input']>;
  lastName: InputMaybe<Scalars['String']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
};

export type QuotePropertiesInput = {
  eliteAuction?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  planName: Scalars['String']['input'];
  price: Scalars['Float']['input'];
};

export type SearchBroker = {
  brokerages: Array<Brokerage>;
  city: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  photoUrl: Maybe<Scalars['String']['output']>;
};

export type StatusMessage = {
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type Subscription = {
  /** The end of one asset's gallery processing after syncAssetDetails: success or failure. */
  assetGalleriesSynced: GallerySynced;
  /** Render progress of a Bronze project (by its number). */
  bronzeVideoStatus: BronzeVideoStatus;
  /** A file was uploaded to or deleted from one of the project's folders. */
  getUpdatedAwsFolders: FolderUpdate;
  /** A Custom folder was added to the project. */
  getUpdatedCustomFolders: FolderUpdate;
  /** The count after every change anyone makes in the directory. */
  highPriorityCountDetails: CountDetails;
  /** The signed-in person's actions on their alerts (keeps every open tab's count true). */
  notificationAction: NotificationAction;
  /** The deal's associations were pulled from the CRM (or the pull failed). */
  syncDealAssociation: DealSyncEvent;
  /** New attention alerts for the signed-in person. */
  taskNotification: AttentionNotification;
  /** Status changes of the tasks of one project (by its number). */
  taskUpdated: TaskUpdated;
  /** The count after every change anyone makes in the directory. */
  updateBrokerDirectoryCountDetails: CountDetails;
};


export type SubscriptionAssetGalleriesSyncedArgs = {
  assetId: Scalars['ID']['input'];
};


export type SubscriptionBronzeVideoStatusArgs = {
  projectId: Scalars['ID']['input'];
};


export type SubscriptionGetUpdatedAwsFoldersArgs = {
  projectId: Scalars['ID']['input'];
};


export type SubscriptionGetUpdatedCustomFoldersArgs = {
  projectId: Scalars['ID']['input'];
};


export type SubscriptionSyncDealAssociationArgs = {
  dealId: Scalars['ID']['input'];
};


export type SubscriptionTaskUpdatedArgs = {
  projectId: Scalars['ID']['input'];
};

export type SyncResult = {
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type TaskActivities = {
  activities: Array<TaskActivity>;
};

export type TaskActivity = {
  completedOn: Scalars['String']['output'];
  crexiTaskStatus: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastUpdatedBy: Scalars['String']['output'];
};

export type TaskAlert = {
  attentionText: Scalars['String']['output'];
  crexiTaskStatus: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type TaskStatusResult = {
  crexiTaskStatus: Scalars['String']['output'];
  message: Scalars['String']['output'];
  portalTaskId: Scalars['ID']['output'];
};

export type TaskUpdated = {
  crexiTaskStatus: Scalars['String']['output'];
  portalTaskId: Scalars['ID']['output'];
  projectUuid: Scalars['ID']['output'];
  sectionId: Scalars['ID']['output'];
  task: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type UpdateProfileInput = {
  /** Required with password: the caller's current password (ADR 0012). */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  photo?: InputMaybe<Scalars['String']['input']>;
};

export type UploadPartInput = {
  ETag: Scalars['String']['input'];
  PartNumber: Scalars['Int']['input'];
};

export type UploadedFile = {
  Key: Scalars['String']['output'];
  Location: Scalars['String']['output'];
};

export type User = {
  email: Scalars['String']['output'];
  firstName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isEditorProfileUpdated: Scalars['Boolean']['output'];
  lastName: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  photo: Maybe<Scalars['String']['output']>;
  role: Scalars['String']['output'];
  roleLabel: Scalars['String']['output'];
};

export type UserInstructions = {
  mapping_question_1: Maybe<Scalars['String']['output']>;
  mapping_question_2: Maybe<Scalars['String']['output']>;
  mapping_question_3: Maybe<Scalars['String']['output']>;
};

export type UserInstructionsInput = {
  mapping_question_1?: InputMaybe<Scalars['String']['input']>;
  mapping_question_2?: InputMaybe<Scalars['String']['input']>;
  mapping_question_3?: InputMaybe<Scalars['String']['input']>;
};

export type UserPermission = {
  directory: Scalars['String']['output'];
  /** view or post. */
  permission: Scalars['String']['output'];
  /** null: every sub-folder of the directory. */
  subdirectory: Maybe<Scalars['String']['output']>;
};

export type VideoFormItem = {
  attributeValue: Scalars['String']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type VideoSegment = {
  formData: Array<VideoFormItem>;
  /** The chapter's start in seconds from the start of the video. */
  segmentTime: Scalars['Float']['output'];
};

/** A video template (part B §3); colours follow the name. */
export type VideoTemplate = {
  isDefault: Scalars['Boolean']['output'];
  /** URL of the template's sample video, once rendered. */
  s3Link: Maybe<Scalars['String']['output']>;
  /** Number of chapters. */
  segmentCount: Scalars['Int']['output'];
  /** URL of the sample video's poster image. */
  segmentUrl: Maybe<Scalars['String']['output']>;
  templateId: Scalars['Int']['output'];
  templateName: Scalars['String']['output'];
};

export type LoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { login: { token: string, role: string, isEditorProfileUpdated: boolean, userId: string, photo: string | null } };

export type SignUpMutationVariables = Exact<{
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SignUpMutation = { signUp: { token: string, role: string, isEditorProfileUpdated: boolean, userId: string, photo: string | null } };

export type ForgotPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type ForgotPasswordMutation = { forgotPassword: { status: number, message: string } };

export type CheckResetLinkExpirationQueryVariables = Exact<{
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
}>;


export type CheckResetLinkExpirationQuery = { checkResetLinkExpiration: { status: number } };

export type ResetPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { resetPassword: { status: number, message: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, name: string, firstName: string | null, lastName: string | null, role: string, roleLabel: string, photo: string | null, isEditorProfileUpdated: boolean } };

export type BrokerRowFragment = { id: string, firstName: string, lastName: string, company: string | null, email: string | null, phone: Array<string>, totalActiveAssetsCount: number, brokerUpdatedAt: string | null, priority: number | null, note: string | null, flagType: string | null };

export type BrokersDirectoryQueryVariables = Exact<{
  missingEmail: InputMaybe<Scalars['Boolean']['input']>;
  missingPhone: InputMaybe<Scalars['Boolean']['input']>;
  newBroker: InputMaybe<Scalars['Boolean']['input']>;
  updatedRecords: InputMaybe<Scalars['Boolean']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  searchParams: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  searchString: InputMaybe<Scalars['String']['input']>;
  sortParams: InputMaybe<Scalars['String']['input']>;
}>;


export type BrokersDirectoryQuery = { getBrokersDirectory: { totalCount: number, data: Array<{ id: string, firstName: string, lastName: string, company: string | null, email: string | null, phone: Array<string>, totalActiveAssetsCount: number, brokerUpdatedAt: string | null, priority: number | null, note: string | null, flagType: string | null }> } };

export type FlaggedBrokersQueryVariables = Exact<{
  emailNotFound: InputMaybe<Scalars['Boolean']['input']>;
  needsEvaluation: InputMaybe<Scalars['Boolean']['input']>;
  withNotesOnly: InputMaybe<Scalars['Boolean']['input']>;
  priority: InputMaybe<Array<Scalars['Int']['input']> | Scalars['Int']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  searchParams: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  searchString: InputMaybe<Scalars['String']['input']>;
}>;


export type FlaggedBrokersQuery = { getFlaggedBrokers: { totalCount: number, data: Array<{ id: string, firstName: string, lastName: string, company: string | null, email: string | null, phone: Array<string>, totalActiveAssetsCount: number, brokerUpdatedAt: string | null, priority: number | null, note: string | null, flagType: string | null }> } };

export type BrokerCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrokerCountsQuery = { recordsToBeUpdated: { count: number }, highPriorityUpdates: { count: number } };

export type RecordsToBeUpdatedLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RecordsToBeUpdatedLiveSubscription = { updateBrokerDirectoryCountDetails: { count: number } };

export type HighPriorityLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type HighPriorityLiveSubscription = { highPriorityCountDetails: { count: number } };

export type HsOutOfSyncQueryVariables = Exact<{
  input: InputMaybe<HsOutOfSyncInput>;
}>;


export type HsOutOfSyncQuery = { getHsOutOfSyncData: { totalCount: number, data: Array<{ crmEmail: string | null, crmPhone: Array<string> | null, lastPushedAt: string | null, crmSyncError: string | null, broker: { id: string, firstName: string, lastName: string, company: string | null, email: string | null, phone: Array<string>, totalActiveAssetsCount: number, brokerUpdatedAt: string | null, priority: number | null, note: string | null, flagType: string | null } }> } };

export type UpdateBrokerDirectoryMutationVariables = Exact<{
  brokerId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  phone: Array<Scalars['String']['input']> | Scalars['String']['input'];
  isFlaggedRecord: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdateBrokerDirectoryMutation = { updateBrokerDirectory: { message: string } };

export type FlagBrokerMutationVariables = Exact<{
  brokerId: Scalars['ID']['input'];
  flagType: Scalars['String']['input'];
  priority: Scalars['Int']['input'];
  note: InputMaybe<Scalars['String']['input']>;
}>;


export type FlagBrokerMutation = { flagBroker: { message: string } };

export type MyDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDashboardQuery = { myDashboard: { countsTitle: string, counts: Array<{ label: string, count: number }>, nextUp: Array<{ id: string, title: string, detail: string, href: string | null, at: string }>, recentActivity: Array<{ id: string, title: string, detail: string, href: string | null, at: string }> } };

export type DealsQueryVariables = Exact<{
  input: InputMaybe<DealsInput>;
}>;


export type DealsQuery = { deals: { totalCount: number, dealData: Array<{ dealId: string, projectId: number, dealName: string, dealStage: string | null, dealType: string | null, projectManager: string | null, projectEditor: string | null, pif: string | null, status: string, startDate: string | null }> } };

export type DealPipelineQueryVariables = Exact<{ [key: string]: never; }>;


export type DealPipelineQuery = { deals: { totalCount: number, dealData: Array<{ dealId: string, dealStage: string | null, startDate: string | null, amount: number }> } };

export type DealQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type DealQuery = { deal: { dealId: string, projectId: number, projectUuid: string, planType: string, dealName: string, dealHsObjectId: string | null, dealStage: string | null, dealType: string | null, urgency: string | null, startDate: string | null, projectTargetCompletionDate: string | null, projectManager: string | null, projectEditor: string | null, projectPilot: string | null, pif: string | null, status: string, hsLink: string | null, slackLink: string | null, projectAsanaLink: string | null, publishedVideoLink: string | null, pmNotes: string, customerNotes: string, subTotal: number, discount: number, total: number, amount: number, syncedAt: string | null, quotes: Array<{ id: string, quoteHsTitle: string, quoteHsQuoteNumber: string | null, quoteHsCreatedate: string, quoteHsExpirationDate: string, senderFirstname: string | null, senderLastname: string | null }>, packages: Array<{ id: string, lineitemName: string, lineitemType: string, lineitemQuantity: number, lineitemPrice: number, lineitemDiscount: number }>, dealPayment: Array<{ name: string, checked: boolean, timestamp: string | null, disabled: boolean }>, company: { companyName: string, companyPhone: string | null, companyWebsite: string | null } | null, contacts: Array<{ id: string, contactFirstname: string, contactLastname: string, contactEmail: string | null, contactPhone: string | null, contactHsLink: string | null }> } };

export type DealQuotesQueryVariables = Exact<{
  dealId: Scalars['ID']['input'];
}>;


export type DealQuotesQuery = { getDealQuotes: Array<{ id: string, quoteLink: string, quoteHsTitle: string, quoteExpirationDate: string }> };

export type SaveDealNotesMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  customerNotes: InputMaybe<Scalars['String']['input']>;
  pmNotes: InputMaybe<Scalars['String']['input']>;
}>;


export type SaveDealNotesMutation = { saveDealNotes: { message: string } };

export type UpdateDealPaymentMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  payment: Array<DealPaymentInput> | DealPaymentInput;
}>;


export type UpdateDealPaymentMutation = { updateDealPayment: Array<{ name: string, checked: boolean, timestamp: string | null, disabled: boolean }> };

export type SyncDealAssociationsMutationVariables = Exact<{
  dealId: Scalars['ID']['input'];
}>;


export type SyncDealAssociationsMutation = { syncDealAssociations: { message: string } };

export type OnSyncDealAssociationSubscriptionVariables = Exact<{
  dealId: Scalars['ID']['input'];
}>;


export type OnSyncDealAssociationSubscription = { syncDealAssociation: { dealId: string, status: string, message: string, syncedAt: string | null } };

export type DealAttachmentFoldersQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type DealAttachmentFoldersQuery = { getAwsFolders: Array<{ id: string, name: string, path: string, permission: string, subFolders: Array<{ id: string, name: string, path: string, permission: string }> }> };

export type DealAttachmentFilesQueryVariables = Exact<{
  filePath: Scalars['String']['input'];
}>;


export type DealAttachmentFilesQuery = { getAwsFiles: Array<{ Key: string, fileName: string, url: string }> };

export type GetAwsFoldersQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type GetAwsFoldersQuery = { getAwsFolders: Array<{ id: string, name: string, folderType: string, path: string, depth: number, permission: string, subFolders: Array<{ id: string, name: string, folderType: string, path: string, depth: number, permission: string, subFolders: Array<{ id: string, name: string, folderType: string, path: string, depth: number, permission: string }> }> }> };

export type FolderFieldsFragment = { id: string, name: string, folderType: string, path: string, depth: number, permission: string };

export type GetAwsFilesQueryVariables = Exact<{
  filePath: Scalars['String']['input'];
}>;


export type GetAwsFilesQuery = { getAwsFiles: Array<{ Key: string, fileName: string, size: number, lastModified: string, fileType: string, url: string, thumbnailUrl: string | null }> };

export type GetUserPermissionQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type GetUserPermissionQuery = { getUserPermission: Array<{ directory: string, subdirectory: string | null, permission: string }> };

export type GetAwsUploadIdMutationVariables = Exact<{
  path: Scalars['String']['input'];
  fileType: Scalars['String']['input'];
}>;


export type GetAwsUploadIdMutation = { getAwsUploadId: string };

export type GetUploadSignedUrlMutationVariables = Exact<{
  path: Scalars['String']['input'];
  partNumber: Scalars['Int']['input'];
  uploadId: Scalars['String']['input'];
}>;


export type GetUploadSignedUrlMutation = { getUploadSignedUrl: string };

export type UploadFileByPartMutationVariables = Exact<{
  path: Scalars['String']['input'];
  parts: Array<UploadPartInput> | UploadPartInput;
  uploadId: Scalars['String']['input'];
}>;


export type UploadFileByPartMutation = { uploadFileByPart: { Location: string, Key: string } };

export type AbortMultipartUploadMutationVariables = Exact<{
  path: Scalars['String']['input'];
  uploadId: Scalars['String']['input'];
}>;


export type AbortMultipartUploadMutation = { abortMultipartUpload: boolean };

export type GetUpdatedAwsFoldersSubscriptionVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type GetUpdatedAwsFoldersSubscription = { getUpdatedAwsFolders: { projectId: string, path: string, action: string } };

export type FolderPermissionPersonFieldsFragment = { userId: string, email: string, name: string, role: string, grants: Array<{ directory: string, subdirectory: string | null, permission: string }> };

export type ProjectFolderPermissionsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ProjectFolderPermissionsQuery = { getProjectFolderPermissions: { projectId: string, folders: Array<{ name: string, subdirectories: Array<string> }>, people: Array<{ userId: string, email: string, name: string, role: string, grants: Array<{ directory: string, subdirectory: string | null, permission: string }> }> } };

export type GrantFolderPermissionMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  directory: Scalars['String']['input'];
  subdirectory: InputMaybe<Scalars['String']['input']>;
  permission: Scalars['String']['input'];
}>;


export type GrantFolderPermissionMutation = { grantFolderPermission: { userId: string, email: string, name: string, role: string, grants: Array<{ directory: string, subdirectory: string | null, permission: string }> } };

export type RevokeFolderPermissionMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  directory: Scalars['String']['input'];
  subdirectory: InputMaybe<Scalars['String']['input']>;
}>;


export type RevokeFolderPermissionMutation = { revokeFolderPermission: { userId: string, email: string, name: string, role: string, grants: Array<{ directory: string, subdirectory: string | null, permission: string }> } };

export type ManagementProjectsQueryVariables = Exact<{
  trackStatus: Scalars['String']['input'];
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type ManagementProjectsQuery = { getProjects: { totalCount: number, projects: Array<{ id: string, projectUuid: string, projectName: string, plan: string, status: string, trackStatus: string, createdAt: string, updatedAt: string, isNew: boolean }> } };

export type ManagementProjectSearchQueryVariables = Exact<{
  searchText: Scalars['String']['input'];
  trackStatus: Scalars['String']['input'];
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type ManagementProjectSearchQuery = { projectSearch: { totalCount: number, projects: Array<{ id: string, projectUuid: string, projectName: string, plan: string, status: string, trackStatus: string, createdAt: string, updatedAt: string, isNew: boolean }> } };

export type ManagementAttentionProjectsQueryVariables = Exact<{
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type ManagementAttentionProjectsQuery = { getAttentionProjects: { totalCount: number, projects: Array<{ id: string, projectUuid: string, projectName: string, plan: string, status: string, trackStatus: string, createdAt: string, updatedAt: string, isNew: boolean }> } };

export type ManagementIframeQueryVariables = Exact<{ [key: string]: never; }>;


export type ManagementIframeQuery = { getIframe: { iframe: string | null } };

export type ProjectCredentialsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ProjectCredentialsQuery = { getAllCredentialsByProject: Array<{ email: string, password: string, role: string }>, accessPMOnUserBehalf: { email: string | null, password: string | null, msg: string | null } };

export type BronzeImagesQueryVariables = Exact<{
  uuid: Scalars['String']['input'];
}>;


export type BronzeImagesQuery = { getCustomAssetImages: Array<{ id: string, s3ImageLink: string, chapter: string | null }> };

export type AttentionNotificationsQueryVariables = Exact<{
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type AttentionNotificationsQuery = { getNotifications: { totalCount: number, notifications: Array<{ id: string, attentionText: string, crexiTaskStatus: string, createdAt: string, linkToAsset: string, asanaTaskName: string, projectName: string, projectId: string }> } };

export type OnBronzeVideoStatusSubscriptionVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type OnBronzeVideoStatusSubscription = { bronzeVideoStatus: { status: string, projectId: string, error: string | null, completed: boolean } };

export type OnTaskNotificationSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnTaskNotificationSubscription = { taskNotification: { id: string } };

export type OnNotificationActionSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnNotificationActionSubscription = { notificationAction: { id: string, status: string } };

export type ProjectRowFragment = { id: string, projectUuid: string, projectName: string, plan: string, status: string, trackStatus: string, createdAt: string, updatedAt: string, isNew: boolean };

export type ActivityFieldsFragment = { id: string, lastUpdatedBy: string, completedOn: string, crexiTaskStatus: string };

export type ProjectTaskDetailsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
  planName: Scalars['String']['input'];
}>;


export type ProjectTaskDetailsQuery = { getTaskDetails: { id: string, projectUuid: string, projectName: string, plan: string, status: string, trackStatus: string, createdAt: string, renderError: string | null, productType: string | null, finalDownload: string | null, asanaProjectId: string | null, isNewTemplate: boolean, crexiUrl: string | null, askingPrice: string | null, listingDate: string | null, propertyType: string | null, thumbnailUrl: string | null, projectAddress: string | null, projectAsanaLink: string | null, slackLink: string | null, hubspotLink: string | null, broker: Array<{ brokerName: string, imageLink: string | null }>, sections: Array<{ sectionId: string, sectionName: string, missingTasks: Array<string>, syncRequired: boolean, syncStatus: string, statusEditable: boolean, completedCount: number, sectionTasks: Array<{ portalTaskId: string, taskId: string, task: string, asanaTaskId: string | null, crexiTaskStatus: string, activities: Array<{ id: string, lastUpdatedBy: string, completedOn: string, crexiTaskStatus: string }>, alert: { id: string, attentionText: string, crexiTaskStatus: string } | null }> }> } };

export type TaskActivityLogQueryVariables = Exact<{
  taskId: Scalars['ID']['input'];
  planName: InputMaybe<Scalars['String']['input']>;
}>;


export type TaskActivityLogQuery = { listAsanaTaskActivities: { activities: Array<{ id: string, lastUpdatedBy: string, completedOn: string, crexiTaskStatus: string }> } };

export type SetTaskStatusMutationVariables = Exact<{
  crexiTaskStatus: Scalars['String']['input'];
  portalTaskId: Scalars['ID']['input'];
}>;


export type SetTaskStatusMutation = { updateBronzeProjectTaskStatus: { message: string, portalTaskId: string, crexiTaskStatus: string } };

export type UpdateNotificationStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
  actionValue: Scalars['Boolean']['input'];
}>;


export type UpdateNotificationStatusMutation = { updateNotificationStatus: { message: string } };

export type OnTaskUpdatedSubscriptionVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type OnTaskUpdatedSubscription = { taskUpdated: { portalTaskId: string, crexiTaskStatus: string, updatedAt: string } };

export type MappingTabFieldsFragment = { mapScreenshot: string | null, mapScreenshotKey: string | null, mapGeopoints: Array<{ lat: number, lng: number }> | null, userInstructions: { mapping_question_1: string | null, mapping_question_2: string | null, mapping_question_3: string | null } | null, callToAction: { text: string } | null, asset: { id: string, name: string, latitude: number | null, longitude: number | null, locations: Array<{ address: string | null, city: string | null, zip: string | null, state: { name: string } | null }> } };

export type SaveDealMapMutationVariables = Exact<{
  assetId: Scalars['ID']['input'];
  data: DealMapInput;
}>;


export type SaveDealMapMutation = { saveDealMap: { message: string } };

export type SaveCallToActionMutationVariables = Exact<{
  assetId: Scalars['ID']['input'];
  callToAction: InputMaybe<Scalars['String']['input']>;
}>;


export type SaveCallToActionMutation = { addAssetDetails: { message: string } };

export type OrderBrokerFragment = { id: string, firstName: string, lastName: string, photoUrl: string | null, phone: string | null, email: string | null, brokerages: Array<{ name: string }> };

export type OrderDefaultBrokerFragment = { uuid: string, firstname: string, lastname: string, affiliation: string | null, title: string | null, phone: string, email: string, company: string, companyUrl: string, marketArea: string | null, imageUrl: string | null, companyLogoUrl: string | null, imageKey: string | null, companyLogoKey: string | null };

export type OrderNearbyPlaceFragment = { id: string, name: string, distanceFromAsset: number };

export type OrderDetailFragment = { projectPlan: string, status: string | null, savedTab: number | null, isPending: boolean, eliteAuction: string | null, mapScreenshot: string | null, asset: { id: string, name: string, assetCrexiId: string, crexiUrl: string | null, askingPrice: number | null, description: string | null, thumbnailUrl: string | null, marketingDescription: string | null, companyNames: Array<string>, activatedOn: string | null, updatedOn: string | null, status: string | null, isPrivate: boolean, galleryCount: number, brokers: Array<{ id: string, firstName: string, lastName: string, photoUrl: string | null, phone: string | null, email: string | null, brokerages: Array<{ name: string }> }>, locations: Array<{ address: string | null, city: string | null, county: string | null, zip: string | null, state: { name: string } | null }>, details: { propertyType: string | null, fields: Array<{ name: string, value: string }> } }, nearbyCities: Array<{ id: string, name: string, distanceFromAsset: number }>, nearbyCallouts: Array<{ id: string, name: string, distanceFromAsset: number }>, interiorVideoContact: { name: string | null, email: string, phone: string | null, shootDate: string | null, shootTime: string | null, additionalNotes: string | null } | null, auction: { id: string, auction_1: string | null, auction_2: string | null, auction_3: string | null, auction_4: string | null } | null, callToAction: { text: string } | null, crexiDefaultBrokers: Array<{ uuid: string, firstname: string, lastname: string, affiliation: string | null, title: string | null, phone: string, email: string, company: string, companyUrl: string, marketArea: string | null, imageUrl: string | null, companyLogoUrl: string | null, imageKey: string | null, companyLogoKey: string | null }>, includedBrokers: Array<{ id: string, isIncluded: boolean, isLead: boolean }>, userInstructions: { mapping_question_1: string | null, mapping_question_2: string | null, mapping_question_3: string | null } | null };

export type AssetOrderQueryVariables = Exact<{
  assetId: Scalars['ID']['input'];
}>;


export type AssetOrderQuery = { getAssetDetails: { projectPlan: string, status: string | null, savedTab: number | null, isPending: boolean, eliteAuction: string | null, mapScreenshot: string | null, mapScreenshotKey: string | null, asset: { id: string, name: string, assetCrexiId: string, crexiUrl: string | null, askingPrice: number | null, description: string | null, thumbnailUrl: string | null, marketingDescription: string | null, companyNames: Array<string>, activatedOn: string | null, updatedOn: string | null, status: string | null, isPrivate: boolean, galleryCount: number, latitude: number | null, longitude: number | null, brokers: Array<{ id: string, firstName: string, lastName: string, photoUrl: string | null, phone: string | null, email: string | null, brokerages: Array<{ name: string }> }>, locations: Array<{ address: string | null, city: string | null, county: string | null, zip: string | null, state: { name: string } | null }>, details: { propertyType: string | null, fields: Array<{ name: string, value: string }> } }, nearbyCities: Array<{ id: string, name: string, distanceFromAsset: number }>, nearbyCallouts: Array<{ id: string, name: string, distanceFromAsset: number }>, interiorVideoContact: { name: string | null, email: string, phone: string | null, shootDate: string | null, shootTime: string | null, additionalNotes: string | null } | null, auction: { id: string, auction_1: string | null, auction_2: string | null, auction_3: string | null, auction_4: string | null } | null, callToAction: { text: string } | null, crexiDefaultBrokers: Array<{ uuid: string, firstname: string, lastname: string, affiliation: string | null, title: string | null, phone: string, email: string, company: string, companyUrl: string, marketArea: string | null, imageUrl: string | null, companyLogoUrl: string | null, imageKey: string | null, companyLogoKey: string | null }>, includedBrokers: Array<{ id: string, isIncluded: boolean, isLead: boolean }>, userInstructions: { mapping_question_1: string | null, mapping_question_2: string | null, mapping_question_3: string | null } | null, mapGeopoints: Array<{ lat: number, lng: number }> | null } };

export type OrderPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderPlansQuery = { getPlans: { plans: Array<{ id: string, type: string, price: number, default: boolean, description: Array<string> }> } };

export type AssetGalleryQueryVariables = Exact<{
  assetCrexiId: Scalars['String']['input'];
}>;


export type AssetGalleryQuery = { getAssetGalleryUrl: Array<{ image_url: string, thumbnail_url: string | null }> };

export type AddAssetDetailsMutationVariables = Exact<{
  assetId: Scalars['ID']['input'];
  crexiDefaultBrokers: InputMaybe<Array<DefaultBrokerInput> | DefaultBrokerInput>;
  nearbyCities: InputMaybe<Array<NearbyPlaceInput> | NearbyPlaceInput>;
  nearbyCallouts: InputMaybe<Array<NearbyPlaceInput> | NearbyPlaceInput>;
  interiorVideoContact: InputMaybe<InteriorVideoContactInput>;
  eliteAuction: InputMaybe<Scalars['String']['input']>;
  auction: InputMaybe<AuctionInput>;
  includedBrokers: InputMaybe<Array<IncludedBrokerInput> | IncludedBrokerInput>;
  savedTab: InputMaybe<Scalars['Int']['input']>;
}>;


export type AddAssetDetailsMutation = { addAssetDetails: { message: string } };

export type AddNewBrokerToAssetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  email: Scalars['String']['input'];
}>;


export type AddNewBrokerToAssetMutation = { addNewBrokerToAsset: { message: string } };

export type AddAssetPlanMutationVariables = Exact<{
  assetId: Scalars['ID']['input'];
  planName: Scalars['String']['input'];
}>;


export type AddAssetPlanMutation = { addAssetPlan: { message: string } };

export type SyncAssetDetailsMutationVariables = Exact<{
  assetId: Scalars['ID']['input'];
}>;


export type SyncAssetDetailsMutation = { syncAssetDetails: { success: boolean, message: string } };

export type OnAssetGalleriesSyncedSubscriptionVariables = Exact<{
  assetId: Scalars['ID']['input'];
}>;


export type OnAssetGalleriesSyncedSubscription = { assetGalleriesSynced: { assetId: string, success: boolean, message: string } };

export type ImageUploadUrlMutationVariables = Exact<{
  location: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  contentType: Scalars['String']['input'];
}>;


export type ImageUploadUrlMutation = { getAwsS3PresignedUrl: string };

export type AddQuotePropertiesMutationVariables = Exact<{
  assetId: Scalars['ID']['input'];
  data: QuotePropertiesInput;
}>;


export type AddQuotePropertiesMutation = { addQuotePropertiesToHubspot: { message: string } };

export type CheckoutMutationVariables = Exact<{
  assetId: Scalars['ID']['input'];
  planId: InputMaybe<Scalars['ID']['input']>;
  eliteAuction: InputMaybe<Scalars['String']['input']>;
  planName: InputMaybe<Scalars['String']['input']>;
}>;


export type CheckoutMutation = { checkout: { message: string, projectId: string, projectNumber: number, projectPlan: string } };

export type AssetCardFragment = { id: string, name: string, askingPrice: number | null, thumbnailUrl: string | null, status: string | null, projectPlan: string | null, isPrivate: boolean, companyNames: Array<string>, lastUpdatedAt: string | null, details: { propertyType: string | null }, locations: Array<{ city: string | null, state: { name: string } | null }>, brokers: Array<{ id: string, firstName: string, lastName: string }> };

export type SearchAssetsQueryVariables = Exact<{
  firstName: InputMaybe<Scalars['String']['input']>;
  lastName: InputMaybe<Scalars['String']['input']>;
  companyName: InputMaybe<Scalars['String']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  auctionData: InputMaybe<Scalars['String']['input']>;
}>;


export type SearchAssetsQuery = { searchAssets: { totalCount: number, assets: Array<{ id: string, name: string, askingPrice: number | null, thumbnailUrl: string | null, status: string | null, projectPlan: string | null, isPrivate: boolean, companyNames: Array<string>, lastUpdatedAt: string | null, details: { propertyType: string | null }, locations: Array<{ city: string | null, state: { name: string } | null }>, brokers: Array<{ id: string, firstName: string, lastName: string }> }> } };

export type PendingAssetsQueryVariables = Exact<{
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type PendingAssetsQuery = { getPendingAssets: { totalCount: number, assets: Array<{ id: string, name: string, askingPrice: number | null, thumbnailUrl: string | null, status: string | null, projectPlan: string | null, isPrivate: boolean, companyNames: Array<string>, lastUpdatedAt: string | null, details: { propertyType: string | null }, locations: Array<{ city: string | null, state: { name: string } | null }>, brokers: Array<{ id: string, firstName: string, lastName: string }> }> } };

export type ProjectCheckoutStatusQueryVariables = Exact<{
  assetId: Scalars['ID']['input'];
  planName: InputMaybe<Scalars['String']['input']>;
}>;


export type ProjectCheckoutStatusQuery = { projectCheckoutStatus: { status: boolean, message: string | null, projectPlan: string | null } };

export type DeletePendingAssetsMutationVariables = Exact<{
  assetId: Scalars['ID']['input'];
  status: InputMaybe<Scalars['String']['input']>;
}>;


export type DeletePendingAssetsMutation = { deletePendingAssets: { message: string } };

export const BrokerRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrokerDirectoryRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"totalActiveAssetsCount"}},{"kind":"Field","name":{"kind":"Name","value":"brokerUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flagType"}}]}}]} as unknown as DocumentNode<BrokerRowFragment, unknown>;
export const FolderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwsFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"folderType"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]} as unknown as DocumentNode<FolderFieldsFragment, unknown>;
export const FolderPermissionPersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderPermissionPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FolderPermissionPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directory"}},{"kind":"Field","name":{"kind":"Name","value":"subdirectory"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]}}]} as unknown as DocumentNode<FolderPermissionPersonFieldsFragment, unknown>;
export const ProjectRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagementProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<ProjectRowFragment, unknown>;
export const ActivityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"completedOn"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}}]}}]} as unknown as DocumentNode<ActivityFieldsFragment, unknown>;
export const MappingTabFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappingTabFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapScreenshot"}},{"kind":"Field","name":{"kind":"Name","value":"mapScreenshotKey"}},{"kind":"Field","name":{"kind":"Name","value":"mapGeopoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapping_question_1"}},{"kind":"Field","name":{"kind":"Name","value":"mapping_question_2"}},{"kind":"Field","name":{"kind":"Name","value":"mapping_question_3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]}}]} as unknown as DocumentNode<MappingTabFieldsFragment, unknown>;
export const OrderBrokerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderBroker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchBroker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"brokerages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderBrokerFragment, unknown>;
export const OrderNearbyPlaceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderNearbyPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NearbyPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromAsset"}}]}}]} as unknown as DocumentNode<OrderNearbyPlaceFragment, unknown>;
export const OrderDefaultBrokerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDefaultBroker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DefaultBroker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"companyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"marketArea"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"companyLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageKey"}},{"kind":"Field","name":{"kind":"Name","value":"companyLogoKey"}}]}}]} as unknown as DocumentNode<OrderDefaultBrokerFragment, unknown>;
export const OrderDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedTab"}},{"kind":"Field","name":{"kind":"Name","value":"isPending"}},{"kind":"Field","name":{"kind":"Name","value":"eliteAuction"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assetCrexiId"}},{"kind":"Field","name":{"kind":"Name","value":"crexiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"askingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"marketingDescription"}},{"kind":"Field","name":{"kind":"Name","value":"companyNames"}},{"kind":"Field","name":{"kind":"Name","value":"activatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"updatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"galleryCount"}},{"kind":"Field","name":{"kind":"Name","value":"brokers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderBroker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nearbyCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderNearbyPlace"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nearbyCallouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderNearbyPlace"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interiorVideoContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"shootDate"}},{"kind":"Field","name":{"kind":"Name","value":"shootTime"}},{"kind":"Field","name":{"kind":"Name","value":"additionalNotes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"auction_1"}},{"kind":"Field","name":{"kind":"Name","value":"auction_2"}},{"kind":"Field","name":{"kind":"Name","value":"auction_3"}},{"kind":"Field","name":{"kind":"Name","value":"auction_4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crexiDefaultBrokers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDefaultBroker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"includedBrokers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"isLead"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mapScreenshot"}},{"kind":"Field","name":{"kind":"Name","value":"userInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapping_question_1"}},{"kind":"Field","name":{"kind":"Name","value":"mapping_question_2"}},{"kind":"Field","name":{"kind":"Name","value":"mapping_question_3"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderBroker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchBroker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"brokerages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderNearbyPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NearbyPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromAsset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDefaultBroker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DefaultBroker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"companyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"marketArea"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"companyLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageKey"}},{"kind":"Field","name":{"kind":"Name","value":"companyLogoKey"}}]}}]} as unknown as DocumentNode<OrderDetailFragment, unknown>;
export const AssetCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssetCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"askingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"companyNames"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brokers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AssetCardFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorProfileUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorProfileUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const CheckResetLinkExpirationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckResetLinkExpiration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkResetLinkExpiration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CheckResetLinkExpirationQuery, CheckResetLinkExpirationQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorProfileUpdated"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const BrokersDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrokersDirectory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"missingEmail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"missingPhone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newBroker"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"updatedRecords"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchParams"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortParams"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBrokersDirectory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"missingEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"missingEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"missingPhone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"missingPhone"}}},{"kind":"Argument","name":{"kind":"Name","value":"newBroker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newBroker"}}},{"kind":"Argument","name":{"kind":"Name","value":"updatedRecords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"updatedRecords"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchParams"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchString"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortParams"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrokerRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrokerDirectoryRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"totalActiveAssetsCount"}},{"kind":"Field","name":{"kind":"Name","value":"brokerUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flagType"}}]}}]} as unknown as DocumentNode<BrokersDirectoryQuery, BrokersDirectoryQueryVariables>;
export const FlaggedBrokersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlaggedBrokers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailNotFound"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"needsEvaluation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withNotesOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priority"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchParams"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getFlaggedBrokers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"emailNotFound"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailNotFound"}}},{"kind":"Argument","name":{"kind":"Name","value":"needsEvaluation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"needsEvaluation"}}},{"kind":"Argument","name":{"kind":"Name","value":"withNotesOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withNotesOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"priority"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priority"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchParams"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchString"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrokerRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrokerDirectoryRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"totalActiveAssetsCount"}},{"kind":"Field","name":{"kind":"Name","value":"brokerUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flagType"}}]}}]} as unknown as DocumentNode<FlaggedBrokersQuery, FlaggedBrokersQueryVariables>;
export const BrokerCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrokerCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordsToBeUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"highPriorityUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BrokerCountsQuery, BrokerCountsQueryVariables>;
export const RecordsToBeUpdatedLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RecordsToBeUpdatedLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBrokerDirectoryCountDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RecordsToBeUpdatedLiveSubscription, RecordsToBeUpdatedLiveSubscriptionVariables>;
export const HighPriorityLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HighPriorityLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"highPriorityCountDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<HighPriorityLiveSubscription, HighPriorityLiveSubscriptionVariables>;
export const HsOutOfSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HsOutOfSync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HsOutOfSyncInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getHsOutOfSyncData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"broker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrokerRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crmEmail"}},{"kind":"Field","name":{"kind":"Name","value":"crmPhone"}},{"kind":"Field","name":{"kind":"Name","value":"lastPushedAt"}},{"kind":"Field","name":{"kind":"Name","value":"crmSyncError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrokerDirectoryRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"totalActiveAssetsCount"}},{"kind":"Field","name":{"kind":"Name","value":"brokerUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flagType"}}]}}]} as unknown as DocumentNode<HsOutOfSyncQuery, HsOutOfSyncQueryVariables>;
export const UpdateBrokerDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBrokerDirectory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brokerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isFlaggedRecord"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBrokerDirectory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"brokerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brokerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"isFlaggedRecord"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isFlaggedRecord"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateBrokerDirectoryMutation, UpdateBrokerDirectoryMutationVariables>;
export const FlagBrokerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlagBroker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brokerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flagType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priority"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flagBroker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"brokerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brokerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"flagType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flagType"}}},{"kind":"Argument","name":{"kind":"Name","value":"priority"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priority"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FlagBrokerMutation, FlagBrokerMutationVariables>;
export const MyDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countsTitle"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<MyDashboardQuery, MyDashboardQueryVariables>;
export const DealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Deals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DealsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"dealData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"dealName"}},{"kind":"Field","name":{"kind":"Name","value":"dealStage"}},{"kind":"Field","name":{"kind":"Name","value":"dealType"}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"}},{"kind":"Field","name":{"kind":"Name","value":"projectEditor"}},{"kind":"Field","name":{"kind":"Name","value":"pif"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}}]}}]}}]} as unknown as DocumentNode<DealsQuery, DealsQueryVariables>;
export const DealPipelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealPipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"dealData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealStage"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<DealPipelineQuery, DealPipelineQueryVariables>;
export const DealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Deal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"dealName"}},{"kind":"Field","name":{"kind":"Name","value":"dealHsObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"dealStage"}},{"kind":"Field","name":{"kind":"Name","value":"dealType"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectTargetCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"}},{"kind":"Field","name":{"kind":"Name","value":"projectEditor"}},{"kind":"Field","name":{"kind":"Name","value":"projectPilot"}},{"kind":"Field","name":{"kind":"Name","value":"pif"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hsLink"}},{"kind":"Field","name":{"kind":"Name","value":"slackLink"}},{"kind":"Field","name":{"kind":"Name","value":"projectAsanaLink"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVideoLink"}},{"kind":"Field","name":{"kind":"Name","value":"pmNotes"}},{"kind":"Field","name":{"kind":"Name","value":"customerNotes"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"syncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsQuoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsCreatedate"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"senderFirstname"}},{"kind":"Field","name":{"kind":"Name","value":"senderLastname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineitemName"}},{"kind":"Field","name":{"kind":"Name","value":"lineitemType"}},{"kind":"Field","name":{"kind":"Name","value":"lineitemQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineitemPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineitemDiscount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"companyWebsite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactFirstname"}},{"kind":"Field","name":{"kind":"Name","value":"contactLastname"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactHsLink"}}]}}]}}]}}]} as unknown as DocumentNode<DealQuery, DealQueryVariables>;
export const DealQuotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealQuotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDealQuotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quoteLink"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quoteExpirationDate"}}]}}]}}]} as unknown as DocumentNode<DealQuotesQuery, DealQuotesQueryVariables>;
export const SaveDealNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDealNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerNotes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pmNotes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDealNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerNotes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerNotes"}}},{"kind":"Argument","name":{"kind":"Name","value":"pmNotes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pmNotes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveDealNotesMutation, SaveDealNotesMutationVariables>;
export const UpdateDealPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDealPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payment"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DealPaymentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDealPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"payment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<UpdateDealPaymentMutation, UpdateDealPaymentMutationVariables>;
export const SyncDealAssociationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncDealAssociations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncDealAssociations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SyncDealAssociationsMutation, SyncDealAssociationsMutationVariables>;
export const OnSyncDealAssociationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnSyncDealAssociation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncDealAssociation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"syncedAt"}}]}}]}}]} as unknown as DocumentNode<OnSyncDealAssociationSubscription, OnSyncDealAssociationSubscriptionVariables>;
export const DealAttachmentFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealAttachmentFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAwsFolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"subFolders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]}}]}}]} as unknown as DocumentNode<DealAttachmentFoldersQuery, DealAttachmentFoldersQueryVariables>;
export const DealAttachmentFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealAttachmentFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAwsFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filePath"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Key"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<DealAttachmentFilesQuery, DealAttachmentFilesQueryVariables>;
export const GetAwsFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAwsFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAwsFolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderFields"}},{"kind":"Field","name":{"kind":"Name","value":"subFolders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderFields"}},{"kind":"Field","name":{"kind":"Name","value":"subFolders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwsFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"folderType"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]} as unknown as DocumentNode<GetAwsFoldersQuery, GetAwsFoldersQueryVariables>;
export const GetAwsFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAwsFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAwsFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filePath"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Key"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<GetAwsFilesQuery, GetAwsFilesQueryVariables>;
export const GetUserPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetUserPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directory"}},{"kind":"Field","name":{"kind":"Name","value":"subdirectory"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]}}]} as unknown as DocumentNode<GetUserPermissionQuery, GetUserPermissionQueryVariables>;
export const GetAwsUploadIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GetAwsUploadId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAwsUploadId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}}}]}]}}]} as unknown as DocumentNode<GetAwsUploadIdMutation, GetAwsUploadIdMutationVariables>;
export const GetUploadSignedUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GetUploadSignedUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUploadSignedUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"partNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}}]}]}}]} as unknown as DocumentNode<GetUploadSignedUrlMutation, GetUploadSignedUrlMutationVariables>;
export const UploadFileByPartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadFileByPart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parts"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadPartInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFileByPart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"parts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parts"}}},{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Location"}},{"kind":"Field","name":{"kind":"Name","value":"Key"}}]}}]}}]} as unknown as DocumentNode<UploadFileByPartMutation, UploadFileByPartMutationVariables>;
export const AbortMultipartUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AbortMultipartUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abortMultipartUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}}]}]}}]} as unknown as DocumentNode<AbortMultipartUploadMutation, AbortMultipartUploadMutationVariables>;
export const GetUpdatedAwsFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GetUpdatedAwsFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUpdatedAwsFolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<GetUpdatedAwsFoldersSubscription, GetUpdatedAwsFoldersSubscriptionVariables>;
export const ProjectFolderPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectFolderPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProjectFolderPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subdirectories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderPermissionPersonFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderPermissionPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FolderPermissionPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directory"}},{"kind":"Field","name":{"kind":"Name","value":"subdirectory"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]}}]} as unknown as DocumentNode<ProjectFolderPermissionsQuery, ProjectFolderPermissionsQueryVariables>;
export const GrantFolderPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantFolderPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"directory"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subdirectory"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"permission"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantFolderPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"directory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"directory"}}},{"kind":"Argument","name":{"kind":"Name","value":"subdirectory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subdirectory"}}},{"kind":"Argument","name":{"kind":"Name","value":"permission"},"value":{"kind":"Variable","name":{"kind":"Name","value":"permission"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderPermissionPersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderPermissionPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FolderPermissionPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directory"}},{"kind":"Field","name":{"kind":"Name","value":"subdirectory"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]}}]} as unknown as DocumentNode<GrantFolderPermissionMutation, GrantFolderPermissionMutationVariables>;
export const RevokeFolderPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeFolderPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"directory"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subdirectory"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeFolderPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"directory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"directory"}}},{"kind":"Argument","name":{"kind":"Name","value":"subdirectory"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subdirectory"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderPermissionPersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderPermissionPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FolderPermissionPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directory"}},{"kind":"Field","name":{"kind":"Name","value":"subdirectory"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]}}]} as unknown as DocumentNode<RevokeFolderPermissionMutation, RevokeFolderPermissionMutationVariables>;
export const ManagementProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagementProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trackStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagementProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<ManagementProjectsQuery, ManagementProjectsQueryVariables>;
export const ManagementProjectSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagementProjectSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}}},{"kind":"Argument","name":{"kind":"Name","value":"trackStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagementProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<ManagementProjectSearchQuery, ManagementProjectSearchQueryVariables>;
export const ManagementAttentionProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagementAttentionProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAttentionProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagementProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<ManagementAttentionProjectsQuery, ManagementAttentionProjectsQueryVariables>;
export const ManagementIframeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagementIframe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getIframe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iframe"}}]}}]}}]} as unknown as DocumentNode<ManagementIframeQuery, ManagementIframeQueryVariables>;
export const ProjectCredentialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectCredentials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAllCredentialsByProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessPMOnUserBehalf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"msg"}}]}}]}}]} as unknown as DocumentNode<ProjectCredentialsQuery, ProjectCredentialsQueryVariables>;
export const BronzeImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BronzeImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getCustomAssetImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileType"},"value":{"kind":"StringValue","value":"image","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"packageType"},"value":{"kind":"StringValue","value":"BRONZE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"s3ImageLink"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}}]}}]}}]} as unknown as DocumentNode<BronzeImagesQuery, BronzeImagesQueryVariables>;
export const AttentionNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttentionNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attentionText"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkToAsset"}},{"kind":"Field","name":{"kind":"Name","value":"asanaTaskName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]} as unknown as DocumentNode<AttentionNotificationsQuery, AttentionNotificationsQueryVariables>;
export const OnBronzeVideoStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnBronzeVideoStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bronzeVideoStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}}]} as unknown as DocumentNode<OnBronzeVideoStatusSubscription, OnBronzeVideoStatusSubscriptionVariables>;
export const OnTaskNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnTaskNotification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskNotification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OnTaskNotificationSubscription, OnTaskNotificationSubscriptionVariables>;
export const OnNotificationActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnNotificationAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OnNotificationActionSubscription, OnNotificationActionSubscriptionVariables>;
export const ProjectTaskDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectTaskDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTaskDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"renderError"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"finalDownload"}},{"kind":"Field","name":{"kind":"Name","value":"asanaProjectId"}},{"kind":"Field","name":{"kind":"Name","value":"isNewTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"crexiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"askingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"listingDate"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"projectAddress"}},{"kind":"Field","name":{"kind":"Name","value":"projectAsanaLink"}},{"kind":"Field","name":{"kind":"Name","value":"slackLink"}},{"kind":"Field","name":{"kind":"Name","value":"hubspotLink"}},{"kind":"Field","name":{"kind":"Name","value":"broker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brokerName"}},{"kind":"Field","name":{"kind":"Name","value":"imageLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"missingTasks"}},{"kind":"Field","name":{"kind":"Name","value":"syncRequired"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusEditable"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"sectionTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portalTaskId"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"asanaTaskId"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attentionText"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"completedOn"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}}]}}]} as unknown as DocumentNode<ProjectTaskDetailsQuery, ProjectTaskDetailsQueryVariables>;
export const TaskActivityLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskActivityLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listAsanaTaskActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"completedOn"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}}]}}]} as unknown as DocumentNode<TaskActivityLogQuery, TaskActivityLogQueryVariables>;
export const SetTaskStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTaskStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"crexiTaskStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"portalTaskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBronzeProjectTaskStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"crexiTaskStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"crexiTaskStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"portalTaskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"portalTaskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"portalTaskId"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}}]}}]}}]} as unknown as DocumentNode<SetTaskStatusMutation, SetTaskStatusMutationVariables>;
export const UpdateNotificationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actionValue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"actionValue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actionValue"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationStatusMutation, UpdateNotificationStatusMutationVariables>;
export const OnTaskUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnTaskUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portalTaskId"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OnTaskUpdatedSubscription, OnTaskUpdatedSubscriptionVariables>;
export const SaveDealMapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDealMap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DealMapInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDealMap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveDealMapMutation, SaveDealMapMutationVariables>;
export const SaveCallToActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCallToAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callToAction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAssetDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"callToAction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callToAction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveCallToActionMutation, SaveCallToActionMutationVariables>;
export const AssetOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAssetDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetail"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappingTabFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderBroker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchBroker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"brokerages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderNearbyPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NearbyPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromAsset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDefaultBroker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DefaultBroker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"companyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"marketArea"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"companyLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageKey"}},{"kind":"Field","name":{"kind":"Name","value":"companyLogoKey"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedTab"}},{"kind":"Field","name":{"kind":"Name","value":"isPending"}},{"kind":"Field","name":{"kind":"Name","value":"eliteAuction"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assetCrexiId"}},{"kind":"Field","name":{"kind":"Name","value":"crexiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"askingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"marketingDescription"}},{"kind":"Field","name":{"kind":"Name","value":"companyNames"}},{"kind":"Field","name":{"kind":"Name","value":"activatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"updatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"galleryCount"}},{"kind":"Field","name":{"kind":"Name","value":"brokers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderBroker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nearbyCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderNearbyPlace"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nearbyCallouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderNearbyPlace"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interiorVideoContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"shootDate"}},{"kind":"Field","name":{"kind":"Name","value":"shootTime"}},{"kind":"Field","name":{"kind":"Name","value":"additionalNotes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"auction_1"}},{"kind":"Field","name":{"kind":"Name","value":"auction_2"}},{"kind":"Field","name":{"kind":"Name","value":"auction_3"}},{"kind":"Field","name":{"kind":"Name","value":"auction_4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crexiDefaultBrokers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDefaultBroker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"includedBrokers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"isLead"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mapScreenshot"}},{"kind":"Field","name":{"kind":"Name","value":"userInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapping_question_1"}},{"kind":"Field","name":{"kind":"Name","value":"mapping_question_2"}},{"kind":"Field","name":{"kind":"Name","value":"mapping_question_3"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappingTabFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapScreenshot"}},{"kind":"Field","name":{"kind":"Name","value":"mapScreenshotKey"}},{"kind":"Field","name":{"kind":"Name","value":"mapGeopoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapping_question_1"}},{"kind":"Field","name":{"kind":"Name","value":"mapping_question_2"}},{"kind":"Field","name":{"kind":"Name","value":"mapping_question_3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]}}]} as unknown as DocumentNode<AssetOrderQuery, AssetOrderQueryVariables>;
export const OrderPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<OrderPlansQuery, OrderPlansQueryVariables>;
export const AssetGalleryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetGallery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetCrexiId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAssetGalleryUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetCrexiId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetCrexiId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}}]}}]}}]} as unknown as DocumentNode<AssetGalleryQuery, AssetGalleryQueryVariables>;
export const AddAssetDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAssetDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"crexiDefaultBrokers"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DefaultBrokerInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nearbyCities"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NearbyPlaceInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nearbyCallouts"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NearbyPlaceInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interiorVideoContact"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InteriorVideoContactInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliteAuction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuctionInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includedBrokers"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IncludedBrokerInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"savedTab"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAssetDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"crexiDefaultBrokers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"crexiDefaultBrokers"}}},{"kind":"Argument","name":{"kind":"Name","value":"nearbyCities"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nearbyCities"}}},{"kind":"Argument","name":{"kind":"Name","value":"nearbyCallouts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nearbyCallouts"}}},{"kind":"Argument","name":{"kind":"Name","value":"interiorVideoContact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interiorVideoContact"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliteAuction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliteAuction"}}},{"kind":"Argument","name":{"kind":"Name","value":"auction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auction"}}},{"kind":"Argument","name":{"kind":"Name","value":"includedBrokers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includedBrokers"}}},{"kind":"Argument","name":{"kind":"Name","value":"savedTab"},"value":{"kind":"Variable","name":{"kind":"Name","value":"savedTab"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddAssetDetailsMutation, AddAssetDetailsMutationVariables>;
export const AddNewBrokerToAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddNewBrokerToAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addNewBrokerToAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddNewBrokerToAssetMutation, AddNewBrokerToAssetMutationVariables>;
export const AddAssetPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAssetPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAssetPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddAssetPlanMutation, AddAssetPlanMutationVariables>;
export const SyncAssetDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncAssetDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncAssetDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SyncAssetDetailsMutation, SyncAssetDetailsMutationVariables>;
export const OnAssetGalleriesSyncedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnAssetGalleriesSynced"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetGalleriesSynced"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<OnAssetGalleriesSyncedSubscription, OnAssetGalleriesSyncedSubscriptionVariables>;
export const ImageUploadUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImageUploadUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAwsS3PresignedUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}}]}]}}]} as unknown as DocumentNode<ImageUploadUrlMutation, ImageUploadUrlMutationVariables>;
export const AddQuotePropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddQuoteProperties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuotePropertiesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addQuotePropertiesToHubspot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddQuotePropertiesMutation, AddQuotePropertiesMutationVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliteAuction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliteAuction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliteAuction"}}},{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}}]}}]}}]} as unknown as DocumentNode<CheckoutMutation, CheckoutMutationVariables>;
export const SearchAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auctionData"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchAssets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"auctionData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auctionData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssetCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssetCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"askingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"companyNames"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brokers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<SearchAssetsQuery, SearchAssetsQueryVariables>;
export const PendingAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPendingAssets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssetCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssetCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"askingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"companyNames"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brokers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<PendingAssetsQuery, PendingAssetsQueryVariables>;
export const ProjectCheckoutStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectCheckoutStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectCheckoutStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}}]}}]}}]} as unknown as DocumentNode<ProjectCheckoutStatusQuery, ProjectCheckoutStatusQueryVariables>;
export const DeletePendingAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePendingAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePendingAssets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeletePendingAssetsMutation, DeletePendingAssetsMutationVariables>;