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

export type AcceptCommentInput = {
  commentFrom?: InputMaybe<Scalars['String']['input']>;
  commentId: Scalars['ID']['input'];
  commentText?: InputMaybe<Scalars['String']['input']>;
  commentTo?: InputMaybe<Scalars['String']['input']>;
  isEdited?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AddedNote = {
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
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

/** A picture a chapter may show (part B §3 "Custom image"): its stored key and a readable link. */
export type AssetImage = {
  /** Chapter_{n} of an upload. */
  chapter: Maybe<Scalars['String']['output']>;
  /** IMAGE, LOGO, QR_CODE or PROPERTY_BOUNDARY. */
  fileType: Scalars['String']['output'];
  /** The value the form field takes. */
  s3ImageLink: Scalars['String']['output'];
  /** listing (the feed's gallery), video (used by a version) or upload. */
  source: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type AssetImagesInput = {
  assetCrexiId?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['String']['input'];
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

export type AssetReviewLink = {
  reviewCurrentStatus: Maybe<ReviewCurrentStatus>;
  reviewLink: Scalars['String']['output'];
  reviewStatus: Maybe<Scalars['String']['output']>;
};

export type AssetSearchPage = {
  assets: Array<AssetSearchResult>;
  totalCount: Scalars['Int']['output'];
  /** More listings match than totalCount, which is then the count cap (SEARCH_COUNT_CAP): shown as "1,000+". */
  totalCountCapped: Scalars['Boolean']['output'];
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

export type BillingAddressInput = {
  city: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  line1: Scalars['String']['input'];
  postal_code: Scalars['String']['input'];
};

export type BillingInput = {
  address: BillingAddressInput;
  name: Scalars['String']['input'];
};

export type BrokerDetails = {
  assetAddress: Scalars['String']['output'];
  assetImageUrls: Array<Scalars['String']['output']>;
  assetName: Scalars['String']['output'];
  brokerEmail: Scalars['String']['output'];
  brokerName: Scalars['String']['output'];
  brokerOfficeFullAddress: Scalars['String']['output'];
  licenses: Array<Scalars['String']['output']>;
  photoUrl: Maybe<Scalars['String']['output']>;
};

export type BrokerDirectoryPage = {
  data: Array<BrokerDirectoryRecord>;
  totalCount: Scalars['Int']['output'];
  /** A search matched more than totalCount, which is then the count cap (SEARCH_COUNT_CAP): shown as "1,000+". */
  totalCountCapped: Scalars['Boolean']['output'];
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

export type BronzeChapterPreview = {
  /** A JPEG data URL. */
  image: Scalars['String']['output'];
  segmentNumber: Scalars['Int']['output'];
};

export type BronzeDraftResult = {
  message: Scalars['String']['output'];
  projectId: Maybe<Scalars['ID']['output']>;
  savedChapter: Scalars['Int']['output'];
  segmentNumber: Scalars['Int']['output'];
};

/** One key of a chapter form: {attr}, CHECKBOX_{attr} ("true"/"false") or LABEL_{attr}. */
export type BronzeFormEntry = {
  attributeValue: Scalars['String']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

/** A template form item (part B §3): CHECKBOX_{attributeValue} marks it for the video, LABEL_{attributeValue} holds an editable label. */
export type BronzeFormItem = {
  attributeValue: Scalars['String']['output'];
  children: Maybe<Array<BronzeFormItem>>;
  fieldDisable: Scalars['Boolean']['output'];
  /** text, checkbox, select, textarea or multiple. */
  fieldType: Scalars['String']['output'];
  isEditable: Scalars['Boolean']['output'];
  isMarkedForTemplate: Scalars['Boolean']['output'];
  isVisible: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  options: Maybe<Array<Scalars['String']['output']>>;
  placeholder: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type BronzePicture = {
  s3ImageLink: Scalars['String']['output'];
  /** A link the browser can show. */
  url: Scalars['String']['output'];
};

export type BronzeRenderResult = {
  isTextChange: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  projectId: Scalars['ID']['output'];
  renderId: Scalars['ID']['output'];
  renderStartedAt: Scalars['String']['output'];
};

export type BronzeSegmentDetails = {
  boundary: Maybe<BronzePicture>;
  formData: Array<BronzeFormItem>;
  hasBoundary: Scalars['Boolean']['output'];
  hasImage: Scalars['Boolean']['output'];
  hasLogo: Scalars['Boolean']['output'];
  hasQrCode: Scalars['Boolean']['output'];
  image: Maybe<BronzePicture>;
  logo: Maybe<BronzePicture>;
  qrCode: Maybe<BronzePicture>;
  saved: Scalars['Boolean']['output'];
  segmentNumber: Scalars['Int']['output'];
};

export type BronzeTasksResult = {
  message: Scalars['String']['output'];
  projectId: Scalars['ID']['output'];
};

export type BronzeVideoSegmentDetails = {
  assetId: Maybe<Scalars['ID']['output']>;
  crexiUrl: Maybe<Scalars['String']['output']>;
  eliteAuction: Maybe<Scalars['String']['output']>;
  isTextChange: Scalars['Boolean']['output'];
  orderId: Scalars['ID']['output'];
  /** The project uuid once checked out. */
  projectId: Maybe<Scalars['ID']['output']>;
  projectNumber: Maybe<Scalars['Int']['output']>;
  projectStatus: Maybe<Scalars['String']['output']>;
  propertyName: Maybe<Scalars['String']['output']>;
  renderStatus: Maybe<Scalars['String']['output']>;
  savedChapter: Scalars['Int']['output'];
  segmentDetails: BronzeSegmentDetails;
  totalChapters: Scalars['Int']['output'];
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

export type ChapterTextChangeResult = {
  message: Scalars['String']['output'];
  projectId: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
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

export type CommentedFolder = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The latest version’s review stages. */
  stages: Array<ReviewStage>;
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

export type CustomImageInput = {
  /** Chapter_{n}. */
  chapter: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  /** LOGO, QR_CODE, IMAGE or PROPERTY_BOUNDARY. */
  fileType: Scalars['String']['input'];
  /** The listing (before checkout) or project the picture is for. */
  uuid: Scalars['String']['input'];
};

export type CustomImagePresigned = {
  chapter: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  fileType: Scalars['String']['output'];
  s3ImageLink: Scalars['String']['output'];
  /** PUT the file here with its content type. */
  url: Scalars['String']['output'];
};

export type CustomImageRegistered = {
  chapter: Maybe<Scalars['String']['output']>;
  fileType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  s3ImageLink: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type CustomImageUrlInput = {
  chapter: Scalars['String']['input'];
  fileType: Scalars['String']['input'];
  s3ImageLink: Scalars['String']['input'];
};

export type CustomImagesDeleted = {
  deleted: Scalars['Int']['output'];
  message: Scalars['String']['output'];
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
  /** The company's HubSpot record, from HUBSPOT_PORTAL_ID; null without it or for a record only the local CRM knows. */
  companyHsLink: Maybe<Scalars['String']['output']>;
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

/** The deals of one stage that start in one month: how many and their total amount. */
export type DealPipelineBucket = {
  /** The sum of the deals' amounts. */
  amount: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  /** The CRM's stage; null when the deal has none. */
  dealStage: Maybe<Scalars['String']['output']>;
  /** yyyy-MM of the start date; null when the deal has none. */
  month: Maybe<Scalars['String']['output']>;
};

export type DealPipelineInput = {
  /** MM/dd/yyyy: the first start date counted (inclusive). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** MM/dd/yyyy: the last start date counted (inclusive). */
  to?: InputMaybe<Scalars['String']['input']>;
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

/** The PM's feedback on the project's editor (part B §3 "Editor feedback"). */
export type EditorFeedback = {
  commentsOnEditor: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  easeOfCollabrationReview: Scalars['Int']['output'];
  projectFinishOnTimeReview: Scalars['Int']['output'];
  projectQualityReview: Scalars['Int']['output'];
  timeBadge: Scalars['String']['output'];
};

/** An editor in the PM search (part B §3 "Editor listing"). */
export type EditorListing = {
  activeProjects: Scalars['Int']['output'];
  /** 'Immediate' or 'From MM/DD/YYYY'. */
  availability: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  availableFrom: Scalars['String']['output'];
  avgStars: Maybe<Scalars['Float']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location: Maybe<Scalars['String']['output']>;
  matchedSkills: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  photo: Maybe<Scalars['String']['output']>;
  projectCompleted: Scalars['Int']['output'];
  /** Why the editor ranks here: skills, availability, stars, load. */
  reasons: Array<Scalars['String']['output']>;
  recommended: Scalars['Boolean']['output'];
  skills: Array<Scalars['String']['output']>;
  timeBadge: Maybe<Scalars['String']['output']>;
  timeZone: Maybe<Scalars['String']['output']>;
  totalReviews: Scalars['Int']['output'];
};

export type EditorListingPage = {
  editors: Array<EditorListing>;
  totalCount: Scalars['Int']['output'];
};

/** One of an editor's completed projects (part B §3 "Editor project"). */
export type EditorProject = {
  commentsOnEditor: Maybe<Scalars['String']['output']>;
  completeDate: Scalars['String']['output'];
  projectAlias: Scalars['String']['output'];
  projectId: Scalars['Int']['output'];
  projectManager: Maybe<Scalars['String']['output']>;
  reviews: Maybe<EditorFeedback>;
  startDate: Scalars['String']['output'];
};

export type EditorProjectDetails = {
  assetName: Maybe<Scalars['String']['output']>;
  crexiUrl: Maybe<Scalars['String']['output']>;
  dataSource: Scalars['String']['output'];
  googleLink: Maybe<Scalars['String']['output']>;
  hasRequirements: Scalars['Boolean']['output'];
  /** PENDING, ACCEPTED or DECLINED. */
  inviteStatus: Maybe<Scalars['String']['output']>;
  invitedAt: Maybe<Scalars['String']['output']>;
  isRenderRunning: Scalars['Boolean']['output'];
  plan: Scalars['String']['output'];
  /** MM-DD-YYYY. */
  projectCompleteDate: Maybe<Scalars['String']['output']>;
  projectEditorBudget: Maybe<Scalars['Float']['output']>;
  projectId: Scalars['Int']['output'];
  projectName: Scalars['String']['output'];
  projectNotes: Maybe<Scalars['String']['output']>;
  /** MM-DD-YYYY, as the invite gave it. */
  projectStartDate: Maybe<Scalars['String']['output']>;
  propertyAddress: Maybe<Scalars['String']['output']>;
  requiredSkills: Array<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  trackStatus: Scalars['String']['output'];
};

export type EditorReviewInput = {
  easeOfCollabrationReview: Scalars['Int']['input'];
  projectFinishOnTimeReview: Scalars['Int']['input'];
  projectQualityReview: Scalars['Int']['input'];
};

export type EditorUpdate = {
  editorId: Scalars['ID']['output'];
  /** FEEDBACK, PROFILE or ASSIGNMENT. */
  reason: Scalars['String']['output'];
};

export type EditorUploadedAsset = {
  fileName: Scalars['String']['output'];
  /** The storage key of the file. */
  path: Scalars['String']['output'];
  projectId: Scalars['Int']['output'];
  uploadedBy: Scalars['String']['output'];
};

export type FlightDetails = {
  approval: Scalars['Boolean']['output'];
  b4uLink: Maybe<Scalars['String']['output']>;
  isScheduled: Scalars['Boolean']['output'];
  /** The scheduled flight, ISO 8601 UTC. */
  timeStamp: Maybe<Scalars['String']['output']>;
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

export type InviteEvent = {
  projectId: Scalars['ID']['output'];
  projectNumber: Scalars['Int']['output'];
  role: Scalars['String']['output'];
  /** PENDING, ACCEPTED or DECLINED. */
  status: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type InviteLinkStatus = {
  /** 200 valid, 404 unknown, 410 used or expired. */
  status: Scalars['Int']['output'];
};

export type LinkStatus = {
  /** 200 valid, 404 unknown link, 410 expired or already used. */
  status: Scalars['Int']['output'];
};

export type ListNotesInput = {
  folderId?: InputMaybe<Scalars['ID']['input']>;
  /** ASC or DESC (default). */
  orderBy?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
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
  acceptBrokerCommentsByProjectManager: MessageResult;
  addAssetDetails: MessageResult;
  addAssetPlan: MessageResult;
  /** A comment on a frame (or a reply with parentId). Who may comment is decided here by the §4 rules. The frame and the screenshot key are the truth; the timecode is derived from the frame. */
  addBrokerCommentsOnReviewAsset: ReviewComment;
  addNewBrokerToAsset: MessageResult;
  addNotes: AddedNote;
  addQuotePropertiesToHubspot: MessageResult;
  /** An uploaded file becomes the next version of its review folder; its 20 fps review copy is queued. */
  addReviewAssetsByEditor: ReviewVersion;
  addReviewLinkApproval: MessageResult;
  /** Renders the Bronze video from its six saved chapters (the editor; the customer for a text change). */
  bronzeVideoRender: BronzeRenderResult;
  /** Stops a render in progress: its job is cancelled, its ffmpeg processes killed, its files removed; it ends failed with 'Render cancelled'. */
  cancelRender: Render;
  chapterTextChanges: ChapterTextChangeResult;
  checkout: CheckoutResult;
  /** The local sandbox's test-card confirmation (no real charge). */
  confirmTestPayment: PaymentResult;
  createDraftVideo: RenderRequested;
  createPaymentIntent: PaymentIntent;
  /** Deletes pictures of a Bronze order (rows and files). */
  deleteCustomImageS3Url: CustomImagesDeleted;
  deletePendingAssets: MessageResult;
  /** Saves one chapter of a Bronze order (Save & Next Chapter). */
  draftBronzeSegments: BronzeDraftResult;
  flagBroker: MessageResult;
  forgotPassword: StatusMessage;
  /** A URL to PUT one comment screenshot to, with this content type. */
  getAwsS3PresignedUrl: Scalars['String']['output'];
  /** Starts a multipart upload to `path` (folder path and file name); returns the upload id. */
  getAwsUploadId: Scalars['String']['output'];
  /** A signed PUT per Bronze picture (jpg, jpeg or png). */
  getCustomImagePreSignedUrl: Array<CustomImagePresigned>;
  /** A URL to PUT one comment screenshot (jpeg or png) to, and its key, for whoever may comment on this version now — a verified guest on a Bronze link included. Send the key with the comment as screenshotKey. */
  getGuestScreenshotUploadUrl: ReviewScreenshotUpload;
  /** The URL to PUT one part to; the response carries the part's ETag. */
  getUploadSignedUrl: Scalars['String']['output'];
  /** Sets a person's view or post on a folder; answers with the person's grants on the project's folders. */
  grantFolderPermission: FolderPermissionPerson;
  login: LoginResult;
  /** Mark Complete for chosen comments, or Mark All Complete (refused once any comment is complete). */
  markCommentsComplete: MessageResult;
  pilotAssetUploaded: PilotShot;
  pilotCustomFolders: PilotShotResult;
  pilotFlightRescheduled: PilotFlightRescheduled;
  pilotMarkCompleted: PilotShotResult;
  pmToEditorFeedback: MessageResult;
  projectAcceptedByEditorOrPilot: MessageResult;
  registerBroker: MessageResult;
  renderEditedVideoTemplate: RenderRequested;
  rerenderVideo: MessageResult;
  resendVideoEmail: MessageResult;
  resetPassword: StatusMessage;
  /** Removes one of a person's folder permissions; answers with the grants left. */
  revokeFolderPermission: FolderPermissionPerson;
  saveDealMap: MessageResult;
  saveDealNotes: MessageResult;
  /** A review stage’s optional due day (YYYY-MM-DD, null clears it), set by PM or admin (issue #38 item 5). */
  setReviewStageDue: ReviewStageDueResult;
  signUp: LoginResult;
  startBronzeTasks: BronzeTasksResult;
  syncAssetDetails: SyncResult;
  syncDealAssociations: MessageResult;
  syncManagementProjectTasks: ManagementMessage;
  updateBrokerDirectory: MessageResult;
  /** Sets a task's crexiTaskStatus (the editor's status select; PM, admin and QC everywhere). */
  updateBronzeProjectTaskStatus: TaskStatusResult;
  /** Registers uploaded pictures as the chapter’s; a new logo or QR code replaces the old one. */
  updateCustomImageS3Url: Array<CustomImageRegistered>;
  updateDealPayment: Array<DealPayment>;
  updateNotificationStatus: NotificationActionResult;
  /** Every profile: an invited editor's or pilot's registration (with the invite's signed single-use token), the signed-in editor's or pilot's wizard, anyone's name, photo or password. */
  updateProfile: MessageResult;
  updateProjectRelatedLinks: MessageResult;
  /** Mark Complete on one comment (commentCompleted toggles it). */
  updateReviewAssetCommentStatus: ReviewComment;
  updateReviewAssetStatus: MessageResult;
  updateVideoWatchTime: MessageResult;
  uploadFileByPart: UploadedFile;
  userInvite: MessageResult;
  /** A guest reviewer’s e-mailed code taken back: answers the guest token (30 days) and “User verified successfully!!”. */
  verifyReviewAssetCommentUser: ReviewVerifiedUser;
  videoPlayerReviewComplete: ReviewCompletion;
};


export type MutationAbortMultipartUploadArgs = {
  path: Scalars['String']['input'];
  uploadId: Scalars['String']['input'];
};


export type MutationAcceptBrokerCommentsByProjectManagerArgs = {
  input: Array<AcceptCommentInput>;
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


export type MutationAddBrokerCommentsOnReviewAssetArgs = {
  annotationCords: InputMaybe<Array<ReviewAnnotationInput>>;
  assetId: Scalars['ID']['input'];
  commentId: InputMaybe<Scalars['ID']['input']>;
  commentScreenShot: InputMaybe<Scalars['String']['input']>;
  commentSource: InputMaybe<Scalars['String']['input']>;
  commentText: InputMaybe<Scalars['String']['input']>;
  commentTime: InputMaybe<Scalars['String']['input']>;
  commentUser: InputMaybe<Scalars['String']['input']>;
  commentUserId: InputMaybe<Scalars['ID']['input']>;
  frame: Scalars['Int']['input'];
  frameOut: InputMaybe<Scalars['Int']['input']>;
  guestToken: InputMaybe<Scalars['String']['input']>;
  parentId: InputMaybe<Scalars['ID']['input']>;
  screenshotKey: InputMaybe<Scalars['String']['input']>;
  toEditor: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationAddNewBrokerToAssetArgs = {
  email: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAddNotesArgs = {
  defaultFolderFlag: InputMaybe<Scalars['Boolean']['input']>;
  folderId: InputMaybe<Scalars['ID']['input']>;
  noteText: Scalars['String']['input'];
  notesFrom: InputMaybe<Scalars['String']['input']>;
  notesTo: InputMaybe<Scalars['String']['input']>;
  notesUserRole: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
};


export type MutationAddQuotePropertiesToHubspotArgs = {
  assetId: Scalars['ID']['input'];
  data: QuotePropertiesInput;
  userId: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddReviewAssetsByEditorArgs = {
  assetLink: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  fileSize: InputMaybe<Scalars['Float']['input']>;
  fileType: InputMaybe<Scalars['String']['input']>;
  parentFolderName: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
  versionId: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddReviewLinkApprovalArgs = {
  assetId: Scalars['ID']['input'];
  folderName: InputMaybe<Scalars['String']['input']>;
  isNewTemplate: InputMaybe<Scalars['Boolean']['input']>;
  projectId: Scalars['ID']['input'];
  reviewStatus: Scalars['String']['input'];
  role: InputMaybe<Scalars['String']['input']>;
};


export type MutationBronzeVideoRenderArgs = {
  projectId: Scalars['String']['input'];
};


export type MutationCancelRenderArgs = {
  renderId: Scalars['String']['input'];
};


export type MutationChapterTextChangesArgs = {
  projectId: Scalars['ID']['input'];
};


export type MutationCheckoutArgs = {
  assetId: Scalars['ID']['input'];
  eliteAuction: InputMaybe<Scalars['String']['input']>;
  planId: InputMaybe<Scalars['ID']['input']>;
  planName: InputMaybe<Scalars['String']['input']>;
};


export type MutationConfirmTestPaymentArgs = {
  billing: BillingInput;
  card: TestCardInput;
  clientSecret: Scalars['String']['input'];
};


export type MutationCreateDraftVideoArgs = {
  assetCrexiId: Scalars['String']['input'];
};


export type MutationCreatePaymentIntentArgs = {
  brokerEmail: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


export type MutationDeleteCustomImageS3UrlArgs = {
  fileType: InputMaybe<Scalars['String']['input']>;
  projectUuid: Scalars['String']['input'];
  s3ImageLinkArray: Array<Scalars['String']['input']>;
  userUuid: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeletePendingAssetsArgs = {
  assetId: Scalars['ID']['input'];
  status: InputMaybe<Scalars['String']['input']>;
};


export type MutationDraftBronzeSegmentsArgs = {
  assetId: InputMaybe<Scalars['String']['input']>;
  eliteAuction: InputMaybe<Scalars['String']['input']>;
  formData: Array<BronzeFormEntry>;
  isTextChange: InputMaybe<Scalars['Boolean']['input']>;
  projectId: InputMaybe<Scalars['String']['input']>;
  projectUuid: InputMaybe<Scalars['String']['input']>;
  segmentNumber: Scalars['Int']['input'];
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


export type MutationGetCustomImagePreSignedUrlArgs = {
  customImageInput: Array<CustomImageInput>;
  packageType: Scalars['String']['input'];
};


export type MutationGetGuestScreenshotUploadUrlArgs = {
  assetId: Scalars['ID']['input'];
  contentType: Scalars['String']['input'];
  guestToken: InputMaybe<Scalars['String']['input']>;
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


export type MutationMarkCommentsCompleteArgs = {
  commentIds: InputMaybe<Array<Scalars['ID']['input']>>;
  folderId: Scalars['ID']['input'];
  isMarkAll: InputMaybe<Scalars['Boolean']['input']>;
  projectId: Scalars['ID']['input'];
};


export type MutationPilotAssetUploadedArgs = {
  id: Scalars['ID']['input'];
  isAssetUploaded: Scalars['Boolean']['input'];
};


export type MutationPilotCustomFoldersArgs = {
  description: Scalars['String']['input'];
  folderTypes: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationPilotFlightRescheduledArgs = {
  dueDate: Scalars['String']['input'];
  isScheduled: InputMaybe<Scalars['Boolean']['input']>;
  projectId: Scalars['ID']['input'];
};


export type MutationPilotMarkCompletedArgs = {
  folderId: Scalars['ID']['input'];
  isMarkedCompleted: Scalars['Boolean']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationPmToEditorFeedbackArgs = {
  commentsOnEditor: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
  projectReviews: EditorReviewInput;
  timeBadge: Scalars['String']['input'];
};


export type MutationProjectAcceptedByEditorOrPilotArgs = {
  editorId: InputMaybe<Scalars['ID']['input']>;
  flag: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationRegisterBrokerArgs = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


export type MutationRenderEditedVideoTemplateArgs = {
  formData: InputMaybe<Array<Array<VideoFormItemInput>>>;
  isEdited: Scalars['Boolean']['input'];
  templateId: Scalars['Int']['input'];
  videoId: Scalars['String']['input'];
};


export type MutationRerenderVideoArgs = {
  uuid: Scalars['String']['input'];
};


export type MutationResendVideoEmailArgs = {
  uuid: Scalars['String']['input'];
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


export type MutationSetReviewStageDueArgs = {
  dueAt: InputMaybe<Scalars['String']['input']>;
  folderId: Scalars['ID']['input'];
  stage: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationStartBronzeTasksArgs = {
  projectId: Scalars['String']['input'];
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


export type MutationUpdateCustomImageS3UrlArgs = {
  input: Array<CustomImageUrlInput>;
  packageType: Scalars['String']['input'];
  userUuid: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['String']['input'];
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
  input: ProfileInput;
  role: Scalars['String']['input'];
  token: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateProjectRelatedLinksArgs = {
  field: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};


export type MutationUpdateReviewAssetCommentStatusArgs = {
  commentCompleted: Scalars['Boolean']['input'];
  commentId: Scalars['ID']['input'];
};


export type MutationUpdateReviewAssetStatusArgs = {
  assetId: Scalars['ID']['input'];
  folderName: InputMaybe<Scalars['String']['input']>;
  parentId: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateVideoWatchTimeArgs = {
  input: VideoWatchTimeInput;
};


export type MutationUploadFileByPartArgs = {
  parts: Array<UploadPartInput>;
  path: Scalars['String']['input'];
  uploadId: Scalars['String']['input'];
};


export type MutationUserInviteArgs = {
  companyName: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  googleLink: InputMaybe<Scalars['String']['input']>;
  projectCompleteDate: InputMaybe<Scalars['String']['input']>;
  projectEditorBudget: InputMaybe<Scalars['Float']['input']>;
  projectId: Scalars['ID']['input'];
  projectNotes: InputMaybe<Scalars['String']['input']>;
  projectStartDate: InputMaybe<Scalars['String']['input']>;
  requiredSkills: InputMaybe<Array<Scalars['String']['input']>>;
  role: Scalars['String']['input'];
};


export type MutationVerifyReviewAssetCommentUserArgs = {
  assetId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationVideoPlayerReviewCompleteArgs = {
  folderAssetId: Scalars['ID']['input'];
  guestToken: InputMaybe<Scalars['String']['input']>;
  isMappedComments: InputMaybe<Scalars['Boolean']['input']>;
  projectId: Scalars['ID']['input'];
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

/** A note (part B §3 "Note"). */
export type Note = {
  createdAt: Scalars['String']['output'];
  folderId: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  noteText: Scalars['String']['output'];
  notesToName: Maybe<Scalars['String']['output']>;
  notesUserRole: Scalars['String']['output'];
  notesUsername: Maybe<Scalars['String']['output']>;
  pilot_task: Maybe<NotePilotTask>;
};

export type NoteEvent = {
  folderId: Maybe<Scalars['ID']['output']>;
  noteId: Scalars['ID']['output'];
  projectId: Scalars['ID']['output'];
};

export type NotePilotTask = {
  folderTypes: Scalars['String']['output'];
  projectId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
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
  /** HTML (the rich-text allowlist). */
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

export type PaymentIntent = {
  /** In cents, set by the server. */
  amount: Scalars['Int']['output'];
  clientSecret: Scalars['String']['output'];
  /** local (the sandbox and its test-card form) or stripe. */
  provider: Scalars['String']['output'];
  /** Stripe's publishable key for the Payment Element; null for the sandbox. */
  publishableKey: Maybe<Scalars['String']['output']>;
};

export type PaymentResult = {
  /** The provider's message for a declined card. */
  error: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  status: Scalars['String']['output'];
  videoId: Scalars['String']['output'];
};

export type PermissionFolder = {
  name: Scalars['String']['output'];
  subdirectories: Array<Scalars['String']['output']>;
};

/** Uploads against the shot list minimums and photo positions against the boundary (beyond the spec; docs/adr/0018-pilot.md). */
export type PilotCoverage = {
  /** The boundary the customer drew (empty: none). */
  boundary: Array<PilotGeoPoint>;
  minPhotos: Scalars['Int']['output'];
  minVideos: Scalars['Int']['output'];
  photos: Scalars['Int']['output'];
  photosWithoutPosition: Scalars['Int']['output'];
  positions: Array<PilotPhotoPosition>;
  videos: Scalars['Int']['output'];
};

export type PilotFlightRescheduled = {
  message: Scalars['String']['output'];
  timeStamp: Scalars['String']['output'];
};

export type PilotFolderFlags = {
  imageFolderFlag: Scalars['Boolean']['output'];
  videoFolderFlag: Scalars['Boolean']['output'];
};

export type PilotGeoPoint = {
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

export type PilotInteriorContact = {
  email: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
};

/** Where a photo was taken (its EXIF GPS position), against the customer's boundary. */
export type PilotPhotoPosition = {
  /** Inside the boundary; null when none was drawn. */
  inside: Maybe<Scalars['Boolean']['output']>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  name: Scalars['String']['output'];
};

export type PilotPlanDetails = {
  planType: Scalars['String']['output'];
  /** ISO 8601. */
  projectDate: Scalars['String']['output'];
};

export type PilotPmContact = {
  email: Maybe<Scalars['String']['output']>;
  fullName: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
};

/** The pilot's profile (part B §3 "Pilot profile"). */
export type PilotProfile = {
  address: Maybe<Scalars['String']['output']>;
  camera: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  companyName: Maybe<Scalars['String']['output']>;
  coverageArea: Maybe<Scalars['String']['output']>;
  dronePlatform: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  faaExpireDate: Maybe<Scalars['String']['output']>;
  faaLicenseNumber: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  insuranceExpireDate: Maybe<Scalars['String']['output']>;
  insurancePolicyNumber: Maybe<Scalars['String']['output']>;
  isProfileUpdated: Scalars['Boolean']['output'];
  offerInteriorDronePhotos: Scalars['Boolean']['output'];
  offerMatterPortOrOtherTours: Scalars['Boolean']['output'];
  offerProfessionalInteriorDronePhotos: Scalars['Boolean']['output'];
  offerThermalDrone: Scalars['Boolean']['output'];
  phone: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

/** A project as the pilot sees it (part B §3 "Pilot project"). */
export type PilotProject = {
  acceptedByPilot: Scalars['Boolean']['output'];
  assetType: Array<Scalars['String']['output']>;
  dealMapScreenshot: Maybe<Scalars['String']['output']>;
  googleLink: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  interiorContactDetails: Maybe<PilotInteriorContact>;
  latitude: Maybe<Scalars['Float']['output']>;
  longitude: Maybe<Scalars['Float']['output']>;
  /** The boundary the customer drew. */
  mapGeopoints: Array<PilotGeoPoint>;
  projectManagerContactDetails: Maybe<PilotPmContact>;
  projectName: Scalars['String']['output'];
  projectPlanDetails: PilotPlanDetails;
  propertyAddress: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  userInstructions: Maybe<PilotUserInstructions>;
  uuid: Scalars['ID']['output'];
};

/** A project of the pilot's list. */
export type PilotProjectItem = {
  acceptedByPilot: Scalars['Boolean']['output'];
  flightAt: Maybe<Scalars['String']['output']>;
  /** The project number the dashboard route takes. */
  id: Scalars['Int']['output'];
  planType: Scalars['String']['output'];
  projectName: Scalars['String']['output'];
  propertyAddress: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type PilotProjectListing = {
  projects: Array<PilotProjectItem>;
};

/** A shot folder of the shot list (part B §3 "Pilot folder/shot"). */
export type PilotShot = {
  /** HTML (the rich-text allowlist). */
  description: Scalars['String']['output'];
  exampleLink: Maybe<Scalars['String']['output']>;
  /** Video, Image, Custom or Sales. */
  folderTypes: Scalars['String']['output'];
  hasNoteAdded: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isAssetUploaded: Scalars['Boolean']['output'];
  isMarkedCompleted: Scalars['Boolean']['output'];
  project: Maybe<PilotShotProject>;
  projectId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  uploadingPath: Scalars['String']['output'];
};

export type PilotShotEvent = {
  action: Scalars['String']['output'];
  folderId: Scalars['ID']['output'];
  isAssetUploaded: Scalars['Boolean']['output'];
  isMarkedCompleted: Scalars['Boolean']['output'];
  projectId: Scalars['ID']['output'];
};

export type PilotShotProject = {
  id: Scalars['Int']['output'];
  projectName: Scalars['String']['output'];
};

export type PilotShotResult = {
  message: Scalars['String']['output'];
  shot: PilotShot;
};

/** A pilot for the project's invite, ranked with the reasons shown (beyond the spec: issue #16). */
export type PilotSuggestion = {
  activeProjects: Scalars['Int']['output'];
  camera: Maybe<Scalars['String']['output']>;
  company: Maybe<Scalars['String']['output']>;
  coverageMiles: Maybe<Scalars['Int']['output']>;
  /** Miles from the pilot's city to the property; null when unknown. */
  distanceMiles: Maybe<Scalars['Int']['output']>;
  dronePlatform: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  faaExpireDate: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** YYYY-MM-DD. */
  insuranceExpireDate: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  reasons: Array<Scalars['String']['output']>;
  /** Licence and insurance valid and the property within coverage. */
  recommended: Scalars['Boolean']['output'];
};

export type PilotUserInstructions = {
  mapping_question_1: Maybe<Scalars['String']['output']>;
  mapping_question_2: Maybe<Scalars['String']['output']>;
  mapping_question_3: Maybe<Scalars['String']['output']>;
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

/** A project card of the PM list (part B §2.4, §3 "Project list item"). */
export type PmProject = {
  actions: Array<Scalars['String']['output']>;
  assetSubType: Maybe<Scalars['String']['output']>;
  assetType: Maybe<Scalars['String']['output']>;
  badge: Maybe<Scalars['String']['output']>;
  deliveryDate: Maybe<Scalars['String']['output']>;
  /** The project number the routes take. */
  id: Scalars['Int']['output'];
  isNewDraft: Scalars['Boolean']['output'];
  /** Why the project cannot be opened yet (shown on the card). */
  message: Maybe<Scalars['String']['output']>;
  planType: Scalars['String']['output'];
  projectCompleteDate: Maybe<Scalars['String']['output']>;
  projectName: Scalars['String']['output'];
  propertyAddress: Maybe<Scalars['String']['output']>;
  startDate: Scalars['String']['output'];
  /** NOT STARTED, ACTIVE or COMPLETED; Bronze: its own status in upper case. */
  status: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
  videoStatus: Scalars['String']['output'];
};

/** A project as the PM portal shows it (part B §3 "Project details"). */
export type PmProjectDetails = {
  assetAddress: Maybe<Scalars['String']['output']>;
  assetId: Maybe<Scalars['ID']['output']>;
  b4uLink: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  crexiLink: Maybe<Scalars['String']['output']>;
  /** HUBSPOT when a CRM deal backs the project, otherwise PORTAL. */
  dataSource: Scalars['String']['output'];
  deliveryDate: Maybe<Scalars['String']['output']>;
  googleLink: Maybe<Scalars['String']['output']>;
  hasFinalVideo: Scalars['Boolean']['output'];
  hubspotLink: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isCompleted: Scalars['Boolean']['output'];
  isEditorInviteAccepted: Scalars['Boolean']['output'];
  isPilotInviteAccepted: Scalars['Boolean']['output'];
  planType: Scalars['String']['output'];
  projectAsanaLink: Maybe<Scalars['String']['output']>;
  projectEditor: Maybe<Scalars['String']['output']>;
  projectEditorId: Maybe<Scalars['ID']['output']>;
  projectManager: Maybe<Scalars['String']['output']>;
  projectManagerId: Maybe<Scalars['ID']['output']>;
  projectName: Scalars['String']['output'];
  projectPilot: Maybe<Scalars['String']['output']>;
  projectPilotId: Maybe<Scalars['ID']['output']>;
  projectReviews: Maybe<EditorFeedback>;
  slackLink: Maybe<Scalars['String']['output']>;
  startDate: Scalars['String']['output'];
  status: Scalars['String']['output'];
  /** Minutes since the start (to completion once completed). */
  timeElapsed: Scalars['Int']['output'];
  /** Minutes to the delivery date; negative when overdue. */
  timeTillDue: Maybe<Scalars['Int']['output']>;
  trackStatus: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
  videoStatus: Scalars['String']['output'];
};

export type PmProjectFilterInput = {
  /** A plan name (PLATINUM, GOLD, …, BRONZE). */
  projectPlan?: InputMaybe<Scalars['String']['input']>;
};

export type PmProjectPage = {
  /** The editor's invitations waiting for an answer (the NEW INVITE tab's dot); 0 for other roles. */
  inviteCount: Scalars['Int']['output'];
  projects: Array<PmProject>;
  totalCount: Scalars['Int']['output'];
};

export type PresignedVideoImage = {
  chapter: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  fileType: Scalars['String']['output'];
  s3ImageLink: Scalars['String']['output'];
  /** PUT the file here with the contentType header. */
  url: Scalars['String']['output'];
};

export type ProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** Editor: YYYY-MM-DD, the first day free for a project. */
  availableFrom?: InputMaybe<Scalars['String']['input']>;
  /** Pilot. */
  camera?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** Pilot. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Editor. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Pilot. */
  coverageArea?: InputMaybe<Scalars['String']['input']>;
  /** Required with password when signed in: the caller's current password (ADR 0012). */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** Pilot. */
  dronePlatform?: InputMaybe<Scalars['String']['input']>;
  /** Editor: 1 on, 0 off, one per skill in the skills order. */
  editorSkillsRatings?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Editor. */
  editorVendorId?: InputMaybe<Scalars['String']['input']>;
  /** Pilot: YYYY-MM-DD. */
  faaExpireDate?: InputMaybe<Scalars['String']['input']>;
  /** Pilot. */
  faaLicenseNumber?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Pilot: YYYY-MM-DD. */
  insuranceExpireDate?: InputMaybe<Scalars['String']['input']>;
  /** Pilot. */
  insurancePolicyNumber?: InputMaybe<Scalars['String']['input']>;
  isProfileUpdated?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  offerInteriorDronePhotos?: InputMaybe<Scalars['Boolean']['input']>;
  offerMatterPortOrOtherTours?: InputMaybe<Scalars['Boolean']['input']>;
  offerProfessionalInteriorDronePhotos?: InputMaybe<Scalars['Boolean']['input']>;
  offerThermalDrone?: InputMaybe<Scalars['Boolean']['input']>;
  /** Editor. */
  officePhone?: InputMaybe<Scalars['String']['input']>;
  /** Registration (with the invite token), or a change with currentPassword. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Editor. */
  paymentVendorName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  photo?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  /** Editor. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
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

export type ProjectNameHit = {
  id: Scalars['Int']['output'];
  planType: Scalars['String']['output'];
  projectName: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type ProjectNamePage = {
  projects: Array<ProjectNameHit>;
  totalCount: Scalars['Int']['output'];
};

export type ProjectPage = {
  projects: Array<ManagementProject>;
  totalCount: Scalars['Int']['output'];
  /** A search matched more than totalCount, which is then the count cap (SEARCH_COUNT_CAP): shown as "1,000+". */
  totalCountCapped: Scalars['Boolean']['output'];
};

export type ProjectQuote = {
  id: Scalars['ID']['output'];
  quoteHsCreatedate: Scalars['String']['output'];
  quoteHsExpirationDate: Scalars['String']['output'];
  quoteHsQuoteNumber: Maybe<Scalars['String']['output']>;
  quoteHsTitle: Scalars['String']['output'];
  quoteLink: Scalars['String']['output'];
  senderFirstname: Maybe<Scalars['String']['output']>;
  senderLastname: Maybe<Scalars['String']['output']>;
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

export type ProjectTimelineEvent = {
  at: Scalars['String']['output'];
  /** CREATED, INVITED, ACCEPTED, DECLINED, TASK or VERSION. */
  kind: Scalars['String']['output'];
  text: Scalars['String']['output'];
  who: Maybe<Scalars['String']['output']>;
};

export type PurchasedVideoStatus = {
  assetCrexiId: Maybe<Scalars['String']['output']>;
  brokerEmail: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isBrokerRegistered: Scalars['Boolean']['output'];
  isVideoPurchased: Scalars['Boolean']['output'];
  s3Link: Maybe<Scalars['String']['output']>;
};

export type Query = {
  accessPMOnUserBehalf: PmOnUserBehalf;
  /** Starts a guest reviewer’s e-mail verification (part B §5): e-mails a one-time 6-digit code, the same answer for every address; verifyReviewAssetCommentUser takes the code back. */
  approveReviewAssetCommentUser: ReviewVerifiedUser;
  /** The chapter’s first frame as the engine draws it from the form being edited (nothing is saved). */
  bronzeChapterPreview: BronzeChapterPreview;
  /** The registration page asks whether its link is still good before showing the form. */
  checkInviteLink: InviteLinkStatus;
  checkResetLinkExpiration: LinkStatus;
  deal: Deal;
  dealCount: Scalars['Int']['output'];
  /** Every deal the viewer reaches grouped by stage and start month, with counts and amounts (beyond the spec). */
  dealPipeline: Array<DealPipelineBucket>;
  deals: DealsResult;
  editorListing: EditorListingPage;
  editorProjectDetails: EditorProjectDetails;
  getActiveProjectList: PmProjectPage;
  getAllCredentialsByProject: Array<ProjectCredential>;
  getAssetDetails: AssetDetail;
  getAssetGalleryUrl: Array<GalleryImage>;
  getAssetImages: Array<AssetImage>;
  getAssetPlan: AssetPlan;
  getAssetReviewLink: AssetReviewLink;
  getAttentionProjects: ProjectPage;
  getAwsFiles: Array<AwsFile>;
  getAwsFolders: Array<AwsFolder>;
  getBrokersDirectory: BrokerDirectoryPage;
  /** One chapter of a Bronze order: its form from the template, saved values over the listing’s, and its pictures. */
  getBronzeVideoSegmentDetails: BronzeVideoSegmentDetails;
  getCustomAssetImages: Array<CustomAssetImage>;
  getDealQuotes: Array<DealQuoteLink>;
  getFlaggedBrokers: BrokerDirectoryPage;
  getFlightDetails: FlightDetails;
  getHsOutOfSyncData: HsOutOfSyncPage;
  getIframe: ManagementIframe;
  getNotifications: AttentionNotifications;
  getPaymentIntentStatus: PaymentResult;
  getPendingAssets: AssetSearchPage;
  getPlans: PlanData;
  /** The player page by id (/player/{videoId}): the text is decrypted to an asset id. */
  getPlayerAsset: ReviewLinkDetails;
  getProjectDetails: PmProjectDetails;
  getProjectFolderPermissions: ProjectFolderPermissions;
  getProjectQuotes: Array<ProjectQuote>;
  getProjects: ProjectPage;
  getPurchasedVideoStatus: PurchasedVideoStatus;
  getReviewDraftList: Array<ReviewDraft>;
  /** The version a review link opens (the token is the encrypted rootId); the latest unless `version` is given. */
  getReviewLinkDetails: ReviewLinkDetails;
  /** What changed from another version of the stack (the previous one by default) to this one (issue #38). */
  getReviewVersionChanges: ReviewVersionChanges;
  getReviewedProjectHeaderDetails: ReviewedProjectHeader;
  /** A signed PUT for one picture of a video's chapter (jpg, jpeg or png, at most 15 MB). */
  getS3ImagePreSignedUrl: PresignedVideoImage;
  getTaskDetails: ProjectDetail;
  getUserDetails: UserDetails;
  getUserPermission: Array<UserPermission>;
  getVideoData: VideoData;
  /** One chapter of a modify-flow template for a VidPitch video (its public uuid); any other id is not found. */
  getVideoSegment: VideoSegment;
  getVideoTemplates: Array<VideoTemplate>;
  highPriorityUpdates: CountDetails;
  listAsanaTaskActivities: TaskActivities;
  listAssetVersions: Array<ReviewVersion>;
  listEditorProjects: Array<EditorProject>;
  listNotes: Array<Note>;
  listReviewAssetComments: Array<ReviewCommentGroup>;
  listReviewedProjects: ReviewedProjects;
  listVideos: VideoListing;
  me: User;
  myDashboard: Dashboard;
  pilotAssetFoldersListing: Array<PilotShot>;
  pilotCoverage: PilotCoverage;
  pilotFolderFlags: PilotFolderFlags;
  pilotProfile: PilotProfile;
  pilotProjectDetails: PilotProject;
  pilotProjectListing: PilotProjectListing;
  pilotSuggestions: Array<PilotSuggestion>;
  projectCheckoutStatus: CheckoutStatus;
  projectSearch: ProjectPage;
  /** The project's activity, newest first (beyond the spec's 'Timeline will appear here' placeholder). */
  projectTimeline: Array<ProjectTimelineEvent>;
  recordsToBeUpdated: CountDetails;
  searchAssets: AssetSearchPage;
  searchProjectByName: ProjectNamePage;
};


export type QueryAccessPmOnUserBehalfArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryApproveReviewAssetCommentUserArgs = {
  assetId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
};


export type QueryBronzeChapterPreviewArgs = {
  assetId: InputMaybe<Scalars['String']['input']>;
  formData: Array<BronzeFormEntry>;
  projectId: InputMaybe<Scalars['String']['input']>;
  segmentNumber: Scalars['Int']['input'];
};


export type QueryCheckInviteLinkArgs = {
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type QueryCheckResetLinkExpirationArgs = {
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type QueryDealArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryDealPipelineArgs = {
  input: InputMaybe<DealPipelineInput>;
};


export type QueryDealsArgs = {
  input: InputMaybe<DealsInput>;
};


export type QueryEditorListingArgs = {
  availability: InputMaybe<Scalars['String']['input']>;
  customEndDate: InputMaybe<Scalars['String']['input']>;
  customStartDate: InputMaybe<Scalars['String']['input']>;
  flag: InputMaybe<Scalars['String']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  skills: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryEditorProjectDetailsArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryGetActiveProjectListArgs = {
  filter: InputMaybe<PmProjectFilterInput>;
  isEditorPortal: InputMaybe<Scalars['Boolean']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  searchString: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<Scalars['String']['input']>;
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


export type QueryGetAssetImagesArgs = {
  input: AssetImagesInput;
};


export type QueryGetAssetPlanArgs = {
  assetId: Scalars['ID']['input'];
};


export type QueryGetAssetReviewLinkArgs = {
  fileName: Scalars['String']['input'];
  folderName: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
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


export type QueryGetBronzeVideoSegmentDetailsArgs = {
  assetId: InputMaybe<Scalars['String']['input']>;
  isHubspotProject: InputMaybe<Scalars['Boolean']['input']>;
  projectId: InputMaybe<Scalars['String']['input']>;
  segmentNumber: Scalars['Int']['input'];
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


export type QueryGetFlightDetailsArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryGetHsOutOfSyncDataArgs = {
  input: InputMaybe<HsOutOfSyncInput>;
};


export type QueryGetNotificationsArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetPaymentIntentStatusArgs = {
  clientSecret: Scalars['String']['input'];
};


export type QueryGetPendingAssetsArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetPlayerAssetArgs = {
  guestToken: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
};


export type QueryGetProjectDetailsArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryGetProjectFolderPermissionsArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryGetProjectQuotesArgs = {
  dataSource: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
};


export type QueryGetProjectsArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  trackStatus: Scalars['String']['input'];
};


export type QueryGetPurchasedVideoStatusArgs = {
  uuid: Scalars['String']['input'];
};


export type QueryGetReviewDraftListArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryGetReviewLinkDetailsArgs = {
  guestToken: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  version: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetReviewVersionChangesArgs = {
  againstAssetId: InputMaybe<Scalars['ID']['input']>;
  assetId: Scalars['ID']['input'];
  guestToken: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetReviewedProjectHeaderDetailsArgs = {
  folderId: Scalars['ID']['input'];
  version: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetS3ImagePreSignedUrlArgs = {
  chapter: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  fileSize: InputMaybe<Scalars['Int']['input']>;
  fileType: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


export type QueryGetTaskDetailsArgs = {
  planName: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};


export type QueryGetUserDetailsArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryGetUserPermissionArgs = {
  email: Scalars['String']['input'];
};


export type QueryGetVideoDataArgs = {
  input: VideoDataInput;
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


export type QueryListAssetVersionsArgs = {
  folderId: Scalars['ID']['input'];
};


export type QueryListEditorProjectsArgs = {
  editorId: Scalars['ID']['input'];
};


export type QueryListNotesArgs = {
  input: ListNotesInput;
};


export type QueryListReviewAssetCommentsArgs = {
  folderId: Scalars['ID']['input'];
  version: InputMaybe<Scalars['Int']['input']>;
};


export type QueryListReviewedProjectsArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
};


export type QueryListVideosArgs = {
  endDate: InputMaybe<Scalars['String']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  startDate: InputMaybe<Scalars['String']['input']>;
};


export type QueryPilotAssetFoldersListingArgs = {
  folderTypes: InputMaybe<Scalars['String']['input']>;
  isMarkedCompleted: InputMaybe<Scalars['Boolean']['input']>;
  projectId: Scalars['ID']['input'];
  status: InputMaybe<Scalars['String']['input']>;
};


export type QueryPilotCoverageArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryPilotFolderFlagsArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryPilotProjectDetailsArgs = {
  dataSource: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
};


export type QueryPilotProjectListingArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPilotSuggestionsArgs = {
  projectId: Scalars['ID']['input'];
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


export type QueryProjectTimelineArgs = {
  projectId: Scalars['ID']['input'];
};


export type QuerySearchAssetsArgs = {
  auctionData: InputMaybe<Scalars['String']['input']>;
  companyName: InputMaybe<Scalars['String']['input']>;
  firstName: InputMaybe<Scalars['String']['input']>;
  lastName: InputMaybe<Scalars['String']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchProjectByNameArgs = {
  isEditorPortal: InputMaybe<Scalars['Boolean']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  searchString: InputMaybe<Scalars['String']['input']>;
};

export type QuotePropertiesInput = {
  eliteAuction?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  planName: Scalars['String']['input'];
  price: Scalars['Float']['input'];
};

/** One render of a video version: its pipeline status (inprogress, complete, failed) and error. */
export type Render = {
  error: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  progress: Scalars['Float']['output'];
  status: Scalars['String']['output'];
  variants: Array<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
  videoId: Scalars['String']['output'];
};

export type RenderRequested = {
  /** The render id the videoRendered subscription reports. */
  uuid: Scalars['String']['output'];
};

export type ReviewAction = {
  actionTaken: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  lastActionBy: Scalars['String']['output'];
};

/** A drawn shape: its tool, colour, stroke width and points as 0–1 fractions of the frame ([x0, y0, x1, y1, …]). */
export type ReviewAnnotation = {
  colour: Scalars['String']['output'];
  points: Array<Scalars['Float']['output']>;
  shape: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type ReviewAnnotationInput = {
  colour: Scalars['String']['input'];
  points: Array<Scalars['Float']['input']>;
  shape: Scalars['String']['input'];
  width: Scalars['Int']['input'];
};

export type ReviewButton = {
  /** The reviewStatus the button sends, none for a label. */
  action: Maybe<Scalars['String']['output']>;
  disabled: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
};

/** A changed stretch of a version, in its frames (inclusive): new footage, or a point where footage was cut. */
export type ReviewChangedRange = {
  frameIn: Scalars['Int']['output'];
  frameOut: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
};

export type ReviewChapterComments = {
  chapter: Scalars['Int']['output'];
  commentIds: Array<Scalars['ID']['output']>;
};

/** A comment on a frame of a version (part B §3 "Comment"); the frame is the truth, commentTime derives from it. */
export type ReviewComment = {
  annotationCords: Array<ReviewAnnotation>;
  assetId: Scalars['ID']['output'];
  /** A note carried from an earlier version: that version. */
  carriedFromVersion: Maybe<Scalars['Int']['output']>;
  /** A carried note’s thread on the version it was made on (the note, then its replies). */
  carriedThread: Array<ReviewComment>;
  /** Where a carried note landed: unchanged (its frames are the same: not yet addressed), moved or not_found. */
  carry: Maybe<Scalars['String']['output']>;
  commentAccepted: Scalars['Boolean']['output'];
  commentCompleted: Scalars['Boolean']['output'];
  commentCompletedAt: Maybe<Scalars['String']['output']>;
  commentCreatedAt: Scalars['String']['output'];
  commentId: Scalars['ID']['output'];
  commentScreenShot: Maybe<Scalars['String']['output']>;
  commentSource: Scalars['String']['output'];
  commentText: Scalars['String']['output'];
  /** hh:mm:ss:ff at 20 fps. */
  commentTime: Scalars['String']['output'];
  commentTimeOut: Maybe<Scalars['String']['output']>;
  commentUpdatedAt: Scalars['String']['output'];
  commentUser: Scalars['String']['output'];
  commentUserId: Maybe<Scalars['ID']['output']>;
  commentUserRole: Scalars['String']['output'];
  /** The frame at 20 fps. */
  frame: Scalars['Int']['output'];
  /** The out frame of a range comment. */
  frameOut: Maybe<Scalars['Int']['output']>;
  isEdited: Scalars['Boolean']['output'];
  parentId: Maybe<Scalars['ID']['output']>;
  /** The frame in the uploaded file’s own timecode (its frame rate and start timecode; drop-frame at 29.97). */
  sourceTimecode: Maybe<Scalars['String']['output']>;
  sourceTimecodeOut: Maybe<Scalars['String']['output']>;
  toEditor: Scalars['Boolean']['output'];
};

/** A comment and its replies (part B §3 "Comment group"). */
export type ReviewCommentGroup = {
  annotationCords: Array<ReviewAnnotation>;
  commentAccepted: Scalars['Boolean']['output'];
  commentCompleted: Scalars['Boolean']['output'];
  commentCreatedAt: Scalars['String']['output'];
  commentFrom: Scalars['String']['output'];
  commentId: Scalars['ID']['output'];
  commentScreenShot: Maybe<Scalars['String']['output']>;
  commentSource: Scalars['String']['output'];
  commentTime: Scalars['String']['output'];
  commentTo: Scalars['String']['output'];
  comments: Array<ReviewComment>;
  frame: Scalars['Int']['output'];
  frameOut: Maybe<Scalars['Int']['output']>;
};

export type ReviewCompletion = {
  /** Comments mapped to Bronze chapters by time (isMappedComments). */
  chapters: Array<ReviewChapterComments>;
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type ReviewCurrentStatus = {
  actionTaken: Scalars['String']['output'];
  lastActionBy: Scalars['String']['output'];
};

export type ReviewDraft = {
  fileName: Scalars['String']['output'];
  folderId: Scalars['ID']['output'];
  folderName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isNew: Scalars['Boolean']['output'];
  reviewLink: Scalars['String']['output'];
  reviewStatus: Maybe<Scalars['String']['output']>;
  stages: Array<ReviewStage>;
  status: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type ReviewEvent = {
  assetId: Scalars['ID']['output'];
  commentId: Maybe<Scalars['ID']['output']>;
  folderId: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

/** A version under review as the player opens it (part B §3 "Review link details"). */
export type ReviewLinkDetails = {
  /** The 20 fps review copy (or the image); null until ready. */
  assetLink: Maybe<Scalars['String']['output']>;
  brokerReviewStatus: Maybe<Scalars['String']['output']>;
  comments: Array<ReviewComment>;
  fileName: Scalars['String']['output'];
  folderId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  isImage: Scalars['Boolean']['output'];
  /** The viewer (PM, admin) may set the stages’ due days. */
  maySetStageDue: Scalars['Boolean']['output'];
  parentId: Maybe<Scalars['ID']['output']>;
  permissions: ReviewPermissions;
  projectFolder: ReviewProjectFolder;
  /** Why the final file is not released yet (null once the last stage approved the latest version). */
  releaseBlock: Maybe<Scalars['String']['output']>;
  /** When this version’s review copy was queued: the editor’s render timer counts down from it (part B §9). */
  renderStartedAt: Scalars['String']['output'];
  reviewActions: Array<ReviewAction>;
  reviewLink: Scalars['String']['output'];
  rootId: Scalars['ID']['output'];
  /** The uploaded file’s frame rate ("30000/1001"). */
  sourceFrameRate: Maybe<Scalars['String']['output']>;
  /** The uploaded file’s start timecode. */
  sourceStartTimecode: Maybe<Scalars['String']['output']>;
  /** The latest version’s review stages. */
  stages: Array<ReviewStage>;
  status: Scalars['String']['output'];
  taskName: Scalars['String']['output'];
  uploadingPath: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  versions: Array<ReviewVersion>;
};

/** What the viewer may do here, by the §4 rules the server enforces. */
export type ReviewPermissions = {
  actor: Maybe<Scalars['String']['output']>;
  buttons: Array<ReviewButton>;
  commentBlocked: Maybe<Scalars['String']['output']>;
  guestVerified: Scalars['Boolean']['output'];
  mayChangeText: Scalars['Boolean']['output'];
  mayComplete: Scalars['Boolean']['output'];
  mayReply: Scalars['Boolean']['output'];
  needsVerification: Scalars['Boolean']['output'];
};

export type ReviewProjectFolder = {
  assetName: Scalars['String']['output'];
  checkoutUserId: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  projectId: Scalars['Int']['output'];
  projectName: Scalars['String']['output'];
  projectPlan: Scalars['String']['output'];
  projectUuid: Scalars['ID']['output'];
};

/** Where to PUT one comment screenshot, and the storage key the comment then sends as screenshotKey. */
export type ReviewScreenshotUpload = {
  key: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A review stage of a version (issue #38 item 5): internal review, then client review. */
export type ReviewStage = {
  /** An approval by one of its roles since the last revert. */
  approved: Scalars['Boolean']['output'];
  /** The first stage not approved. */
  current: Scalars['Boolean']['output'];
  /** The optional due day, YYYY-MM-DD (UTC). */
  dueOn: Maybe<Scalars['String']['output']>;
  /** INTERNAL or CLIENT. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type ReviewStageDueResult = {
  message: Scalars['String']['output'];
  stages: Array<ReviewStage>;
};

export type ReviewVerifiedUser = {
  email: Scalars['String']['output'];
  /** Sent back with the guest’s comments and review completion; given by verifyReviewAssetCommentUser (null until the code is checked), valid 30 days. */
  guestToken: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  /** Always null: an e-mail never tells who has an account (issue #34 finding 5). */
  name: Maybe<Scalars['String']['output']>;
  /** Always null, as name. */
  userId: Maybe<Scalars['ID']['output']>;
};

export type ReviewVersion = {
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  reviewLink: Scalars['String']['output'];
  /** The review copy: inprogress, complete or failed. */
  status: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type ReviewVersionChanges = {
  /** In the other version’s frames. */
  againstChanges: Array<ReviewChangedRange>;
  /** The version compared with; null for version 1. */
  againstVersion: Maybe<Scalars['Int']['output']>;
  /** In this version’s frames. */
  changes: Array<ReviewChangedRange>;
  /** False until both versions’ fingerprints are taken. */
  ready: Scalars['Boolean']['output'];
};

export type ReviewedProject = {
  commentedFolders: Array<CommentedFolder>;
  projectId: Scalars['Int']['output'];
  projectName: Scalars['String']['output'];
  projectUuid: Scalars['ID']['output'];
};

export type ReviewedProjectHeader = {
  asanaLink: Maybe<Scalars['String']['output']>;
  elaspedTime: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  folderName: Scalars['String']['output'];
  /** Where a new version is uploaded. */
  folderPath: Scalars['String']['output'];
  /** The review tool link: this folder’s review player. */
  frameIoLink: Scalars['String']['output'];
  hubspotLink: Maybe<Scalars['String']['output']>;
  planType: Scalars['String']['output'];
  projectId: Scalars['Int']['output'];
  projectName: Scalars['String']['output'];
  projectUuid: Scalars['ID']['output'];
  slackLink: Maybe<Scalars['String']['output']>;
  /** The latest version’s review stages. */
  stages: Array<ReviewStage>;
  startDate: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type ReviewedProjects = {
  reviewProjectData: Array<ReviewedProject>;
  totalCount: Scalars['Int']['output'];
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
  acceptedBrokerComment: ReviewEvent;
  /** A note was added to the project or one of its shots. */
  addedAdditionalNotes: NoteEvent;
  addedBrokerCommentsOnReviewAsset: ReviewEvent;
  /** The end of one asset's gallery processing after syncAssetDetails: success or failure. */
  assetGalleriesSynced: GallerySynced;
  /** Render progress of a Bronze project (by its number). */
  bronzeVideoStatus: BronzeVideoStatus;
  /** An editor's rating, profile or load changed: the editor search refetches. */
  editorUpdate: EditorUpdate;
  /** A file was uploaded to or deleted from one of the project's folders. */
  getUpdatedAwsFolders: FolderUpdate;
  /** A Custom folder was added to the project. */
  getUpdatedCustomFolders: FolderUpdate;
  /** The count after every change anyone makes in the directory. */
  highPriorityCountDetails: CountDetails;
  listUpdatedVideos: VideoListingUpdated;
  /** The signed-in person's actions on their alerts (keeps every open tab's count true). */
  notificationAction: NotificationAction;
  /** A shot got an upload, a custom shot was added, or the flight moved. */
  pilotAssetUpdated: PilotShotEvent;
  /** A shot's mark-complete status changed. */
  pilotMarkCompletedFolder: PilotShotEvent;
  /** A pilot or editor accepted or declined a project. */
  pilotOrEditorInviteAccepted: InviteEvent;
  /** Any change of the folder’s review: comments, completion, acceptance, approvals, versions. */
  reviewAssetCommentStatus: ReviewEvent;
  /** The deal's associations were pulled from the CRM (or the pull failed). */
  syncDealAssociation: DealSyncEvent;
  /** New attention alerts for the signed-in person. */
  taskNotification: AttentionNotification;
  /** Status changes of the tasks of one project (by its number). */
  taskUpdated: TaskUpdated;
  /** The count after every change anyone makes in the directory. */
  updateBrokerDirectoryCountDetails: CountDetails;
  /** The project's editor finished uploading a file to its folders. */
  uploadedAssetsByEditor: EditorUploadedAsset;
  /** A pilot or editor was invited to a project (to the invitee, and to the studio). */
  userInvited: InviteEvent;
  /** The review was completed (data.status REVIEW_COMPLETED). */
  videoPlayerReviewComplete: ReviewEvent;
  /** A render result of the video (part B §4 modify flow): its render id, and the error of a failed one. */
  videoRendered: VideoRendered;
  /** The project's status or header changed: the detail refetches. */
  videoStatusUpdated: VideoStatusUpdate;
};


export type SubscriptionAcceptedBrokerCommentArgs = {
  folderId: Scalars['ID']['input'];
  reviewToken: InputMaybe<Scalars['String']['input']>;
};


export type SubscriptionAddedAdditionalNotesArgs = {
  projectId: Scalars['ID']['input'];
};


export type SubscriptionAddedBrokerCommentsOnReviewAssetArgs = {
  folderId: Scalars['ID']['input'];
  reviewToken: InputMaybe<Scalars['String']['input']>;
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


export type SubscriptionPilotAssetUpdatedArgs = {
  projectId: Scalars['ID']['input'];
};


export type SubscriptionPilotMarkCompletedFolderArgs = {
  projectId: Scalars['ID']['input'];
};


export type SubscriptionReviewAssetCommentStatusArgs = {
  folderId: Scalars['ID']['input'];
  reviewToken: InputMaybe<Scalars['String']['input']>;
};


export type SubscriptionSyncDealAssociationArgs = {
  dealId: Scalars['ID']['input'];
};


export type SubscriptionTaskUpdatedArgs = {
  projectId: Scalars['ID']['input'];
};


export type SubscriptionUploadedAssetsByEditorArgs = {
  projectId: Scalars['ID']['input'];
};


export type SubscriptionVideoPlayerReviewCompleteArgs = {
  folderId: Scalars['ID']['input'];
  reviewToken: InputMaybe<Scalars['String']['input']>;
};


export type SubscriptionVideoRenderedArgs = {
  videoId: Scalars['String']['input'];
};


export type SubscriptionVideoStatusUpdatedArgs = {
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

export type TestCardInput = {
  cvc: Scalars['String']['input'];
  expiry: Scalars['String']['input'];
  number: Scalars['String']['input'];
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

export type UserDetails = {
  address: Maybe<Scalars['String']['output']>;
  availableFrom: Maybe<Scalars['String']['output']>;
  /** The PM reviews’ average, 1–4. */
  avgStars: Maybe<Scalars['Float']['output']>;
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  editorSkills: Array<Scalars['String']['output']>;
  /** 1 on, 0 off, one per skill in the skills order. */
  editorSkillsRatings: Array<Scalars['Int']['output']>;
  editorVendorId: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isEditorProfileUpdated: Scalars['Boolean']['output'];
  lastName: Maybe<Scalars['String']['output']>;
  location: Maybe<Scalars['String']['output']>;
  officePhone: Maybe<Scalars['String']['output']>;
  paymentVendorName: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  photo: Maybe<Scalars['String']['output']>;
  projectCompleted: Scalars['Int']['output'];
  role: Scalars['String']['output'];
  state: Maybe<Scalars['String']['output']>;
  timeZone: Maybe<Scalars['String']['output']>;
  totalReviews: Scalars['Int']['output'];
  zip: Maybe<Scalars['String']['output']>;
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

export type VideoData = {
  brokerDetails: BrokerDetails;
  videoDetails: VideoDetails;
};

export type VideoDataInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['String']['input'];
  videoViewed?: InputMaybe<Scalars['Boolean']['input']>;
};

/** part B §3 "Video details". s3Link is the watermarked draft until the purchase, the bought file after. */
export type VideoDetails = {
  assetCrexiId: Scalars['String']['output'];
  /** The failed render's message. */
  error: Maybe<Scalars['String']['output']>;
  isVideoPurchased: Scalars['Boolean']['output'];
  modifiedDate: Scalars['String']['output'];
  /** inprogress, complete or failed. */
  pipelineStatus: Scalars['String']['output'];
  /** The poster of s3Link's video (watermarked with the draft). */
  posterLink: Maybe<Scalars['String']['output']>;
  s3Link: Maybe<Scalars['String']['output']>;
  s3LinkRenderId: Maybe<Scalars['String']['output']>;
  templateId: Maybe<Scalars['Int']['output']>;
  videoId: Scalars['String']['output'];
};

export type VideoFormItem = {
  attributeValue: Scalars['String']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type VideoFormItemInput = {
  attributeValue: Scalars['String']['input'];
  label: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type VideoListing = {
  totalCount: Scalars['Int']['output'];
  videoDetails: Array<VideoListingRow>;
};

/** part B §3 "Listing row". */
export type VideoListingRow = {
  asset_crexi_id: Scalars['String']['output'];
  assetaddress: Scalars['String']['output'];
  assetname: Scalars['String']['output'];
  brokername: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  s3_link: Maybe<Scalars['String']['output']>;
  s3_link_gif: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
  video_data_status: Scalars['String']['output'];
  video_id: Scalars['String']['output'];
  watch_time: Maybe<Scalars['String']['output']>;
};

export type VideoListingUpdated = {
  videoId: Scalars['String']['output'];
};

export type VideoRendered = {
  error: Maybe<Scalars['String']['output']>;
  renderId: Scalars['String']['output'];
  status: Scalars['String']['output'];
  videoId: Scalars['String']['output'];
};

export type VideoSegment = {
  formData: Array<VideoFormItem>;
  /** The chapter's start in seconds from the start of the video. */
  segmentTime: Scalars['Float']['output'];
};

export type VideoStatusUpdate = {
  projectId: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  trackStatus: Scalars['String']['output'];
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

export type VideoWatchTimeInput = {
  isModifyVideoRequested?: InputMaybe<Scalars['Boolean']['input']>;
  uuid: Scalars['String']['input'];
  watchTime: Scalars['String']['input'];
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


export type BrokersDirectoryQuery = { getBrokersDirectory: { totalCount: number, totalCountCapped: boolean, data: Array<{ id: string, firstName: string, lastName: string, company: string | null, email: string | null, phone: Array<string>, totalActiveAssetsCount: number, brokerUpdatedAt: string | null, priority: number | null, note: string | null, flagType: string | null }> } };

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


export type FlaggedBrokersQuery = { getFlaggedBrokers: { totalCount: number, totalCountCapped: boolean, data: Array<{ id: string, firstName: string, lastName: string, company: string | null, email: string | null, phone: Array<string>, totalActiveAssetsCount: number, brokerUpdatedAt: string | null, priority: number | null, note: string | null, flagType: string | null }> } };

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

export type BronzePictureFieldsFragment = { s3ImageLink: string, url: string };

export type BronzeSegmentQueryVariables = Exact<{
  segmentNumber: Scalars['Int']['input'];
  assetId: InputMaybe<Scalars['String']['input']>;
  projectId: InputMaybe<Scalars['String']['input']>;
}>;


export type BronzeSegmentQuery = { getBronzeVideoSegmentDetails: { projectId: string | null, projectNumber: number | null, assetId: string | null, orderId: string, propertyName: string | null, crexiUrl: string | null, totalChapters: number, savedChapter: number, isTextChange: boolean, eliteAuction: string | null, projectStatus: string | null, renderStatus: string | null, segmentDetails: { segmentNumber: number, saved: boolean, hasImage: boolean, hasLogo: boolean, hasQrCode: boolean, hasBoundary: boolean, image: { s3ImageLink: string, url: string } | null, logo: { s3ImageLink: string, url: string } | null, qrCode: { s3ImageLink: string, url: string } | null, boundary: { s3ImageLink: string, url: string } | null, formData: Array<{ attributeValue: string, fieldType: string, label: string, value: string, placeholder: string | null, options: Array<string> | null, isMarkedForTemplate: boolean, isEditable: boolean, isVisible: boolean, fieldDisable: boolean }> } } };

export type BronzeChapterPreviewQueryVariables = Exact<{
  segmentNumber: Scalars['Int']['input'];
  assetId: InputMaybe<Scalars['String']['input']>;
  projectId: InputMaybe<Scalars['String']['input']>;
  formData: Array<BronzeFormEntry> | BronzeFormEntry;
}>;


export type BronzeChapterPreviewQuery = { bronzeChapterPreview: { segmentNumber: number, image: string } };

export type DraftBronzeSegmentsMutationVariables = Exact<{
  segmentNumber: Scalars['Int']['input'];
  assetId: InputMaybe<Scalars['String']['input']>;
  projectId: InputMaybe<Scalars['String']['input']>;
  formData: Array<BronzeFormEntry> | BronzeFormEntry;
  eliteAuction: InputMaybe<Scalars['String']['input']>;
  projectUuid: InputMaybe<Scalars['String']['input']>;
  isTextChange: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type DraftBronzeSegmentsMutation = { draftBronzeSegments: { message: string, segmentNumber: number, savedChapter: number, projectId: string | null } };

export type BronzeCheckoutMutationVariables = Exact<{
  assetId: Scalars['ID']['input'];
  eliteAuction: Scalars['String']['input'];
}>;


export type BronzeCheckoutMutation = { checkout: { message: string, projectId: string, projectNumber: number, projectPlan: string } };

export type BronzeVideoRenderMutationVariables = Exact<{
  projectId: Scalars['String']['input'];
}>;


export type BronzeVideoRenderMutation = { bronzeVideoRender: { message: string, projectId: string, renderId: string, renderStartedAt: string, isTextChange: boolean } };

export type StartBronzeTasksMutationVariables = Exact<{
  projectId: Scalars['String']['input'];
}>;


export type StartBronzeTasksMutation = { startBronzeTasks: { message: string, projectId: string } };

export type BronzeCheckoutStatusQueryVariables = Exact<{
  assetId: Scalars['ID']['input'];
}>;


export type BronzeCheckoutStatusQuery = { projectCheckoutStatus: { status: boolean, message: string | null, projectPlan: string | null } };

export type GetCustomImagePreSignedUrlMutationVariables = Exact<{
  customImageInput: Array<CustomImageInput> | CustomImageInput;
}>;


export type GetCustomImagePreSignedUrlMutation = { getCustomImagePreSignedUrl: Array<{ fileName: string, s3ImageLink: string, url: string }> };

export type UpdateCustomImageS3UrlMutationVariables = Exact<{
  uuid: Scalars['String']['input'];
  input: Array<CustomImageUrlInput> | CustomImageUrlInput;
}>;


export type UpdateCustomImageS3UrlMutation = { updateCustomImageS3Url: Array<{ id: string, s3ImageLink: string, fileType: string, chapter: string | null, url: string }> };

export type DeleteCustomImageS3UrlMutationVariables = Exact<{
  projectUuid: Scalars['String']['input'];
  s3ImageLinkArray: Array<Scalars['String']['input']> | Scalars['String']['input'];
  fileType: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteCustomImageS3UrlMutation = { deleteCustomImageS3Url: { message: string, deleted: number } };

export type MyDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDashboardQuery = { myDashboard: { countsTitle: string, counts: Array<{ label: string, count: number }>, nextUp: Array<{ id: string, title: string, detail: string, href: string | null, at: string }>, recentActivity: Array<{ id: string, title: string, detail: string, href: string | null, at: string }> } };

export type DealsQueryVariables = Exact<{
  input: InputMaybe<DealsInput>;
}>;


export type DealsQuery = { deals: { totalCount: number, dealData: Array<{ dealId: string, projectId: number, dealName: string, dealStage: string | null, dealType: string | null, projectManager: string | null, projectEditor: string | null, pif: string | null, status: string, startDate: string | null }> } };

export type DealPipelineQueryVariables = Exact<{
  input: InputMaybe<DealPipelineInput>;
}>;


export type DealPipelineQuery = { dealPipeline: Array<{ dealStage: string | null, month: string | null, count: number, amount: number }> };

export type DealQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type DealQuery = { deal: { dealId: string, projectId: number, projectUuid: string, planType: string, dealName: string, dealHsObjectId: string | null, dealStage: string | null, dealType: string | null, urgency: string | null, startDate: string | null, projectTargetCompletionDate: string | null, projectManager: string | null, projectEditor: string | null, projectPilot: string | null, pif: string | null, status: string, hsLink: string | null, slackLink: string | null, projectAsanaLink: string | null, publishedVideoLink: string | null, pmNotes: string, customerNotes: string, subTotal: number, discount: number, total: number, amount: number, syncedAt: string | null, quotes: Array<{ id: string, quoteHsTitle: string, quoteHsQuoteNumber: string | null, quoteHsCreatedate: string, quoteHsExpirationDate: string, senderFirstname: string | null, senderLastname: string | null }>, packages: Array<{ id: string, lineitemName: string, lineitemType: string, lineitemQuantity: number, lineitemPrice: number, lineitemDiscount: number }>, dealPayment: Array<{ name: string, checked: boolean, timestamp: string | null, disabled: boolean }>, company: { companyName: string, companyPhone: string | null, companyWebsite: string | null, companyHsLink: string | null } | null, contacts: Array<{ id: string, contactFirstname: string, contactLastname: string, contactEmail: string | null, contactPhone: string | null, contactHsLink: string | null }> } };

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


export type DealAttachmentFoldersQuery = { pilotAssetFoldersListing: Array<{ id: string, title: string, uploadingPath: string, isMarkedCompleted: boolean }>, getAwsFolders: Array<{ id: string, name: string, path: string, permission: string, subFolders: Array<{ id: string, name: string, path: string, permission: string }> }> };

export type DealAttachmentFilesQueryVariables = Exact<{
  filePath: Scalars['String']['input'];
}>;


export type DealAttachmentFilesQuery = { getAwsFiles: Array<{ Key: string, fileName: string, url: string }> };

export type EditorProjectListQueryVariables = Exact<{
  status: InputMaybe<Scalars['String']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  filter: InputMaybe<PmProjectFilterInput>;
  searchString: InputMaybe<Scalars['String']['input']>;
}>;


export type EditorProjectListQuery = { getActiveProjectList: { totalCount: number, inviteCount: number, projects: Array<{ id: number, projectName: string, planType: string, status: string, propertyAddress: string | null, assetType: string | null, videoStatus: string, startDate: string, deliveryDate: string | null, projectCompleteDate: string | null }> } };

export type EditorProjectDetailsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type EditorProjectDetailsQuery = { editorProjectDetails: { projectId: number, projectName: string, assetName: string | null, propertyAddress: string | null, projectStartDate: string | null, projectCompleteDate: string | null, requiredSkills: Array<string>, plan: string, projectEditorBudget: number | null, projectNotes: string | null, trackStatus: string, status: string, dataSource: string, crexiUrl: string | null, googleLink: string | null, inviteStatus: string | null, invitedAt: string | null, hasRequirements: boolean, isRenderRunning: boolean } };

export type EditorProjectHeaderQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type EditorProjectHeaderQuery = { getProjectDetails: { id: number, uuid: string, projectName: string, planType: string, status: string, trackStatus: string, videoStatus: string, startDate: string, timeElapsed: number, deliveryDate: string | null, projectManager: string | null, projectPilot: string | null, dataSource: string, isCompleted: boolean, isEditorInviteAccepted: boolean, slackLink: string | null, crexiLink: string | null, googleLink: string | null, assetAddress: string | null } };

export type EditorAnswerInviteMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  status: Scalars['String']['input'];
  editorId: InputMaybe<Scalars['ID']['input']>;
}>;


export type EditorAnswerInviteMutation = { projectAcceptedByEditorOrPilot: { message: string } };

export type EditorInvitedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type EditorInvitedSubscription = { userInvited: { projectId: string, projectNumber: number, status: string } };

export type EditorUserDetailsQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type EditorUserDetailsQuery = { getUserDetails: { id: string, email: string, firstName: string | null, lastName: string | null, phone: string | null, photo: string | null, isEditorProfileUpdated: boolean, officePhone: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, timeZone: string | null, location: string | null, paymentVendorName: string | null, editorVendorId: string | null, editorSkills: Array<string>, editorSkillsRatings: Array<number>, availableFrom: string | null, avgStars: number | null, totalReviews: number, projectCompleted: number } };

export type EditorUpdateProfileMutationVariables = Exact<{
  email: Scalars['String']['input'];
  input: ProfileInput;
  token: InputMaybe<Scalars['String']['input']>;
}>;


export type EditorUpdateProfileMutation = { updateProfile: { message: string } };

export type EditorCheckInviteLinkQueryVariables = Exact<{
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
}>;


export type EditorCheckInviteLinkQuery = { checkInviteLink: { status: number } };

export type EditorAddReviewVersionMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  fileName: Scalars['String']['input'];
  assetLink: Scalars['String']['input'];
  parentFolderName: InputMaybe<Scalars['String']['input']>;
}>;


export type EditorAddReviewVersionMutation = { addReviewAssetsByEditor: { id: string, version: number, reviewLink: string } };

export type EditorProjectTimelineQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type EditorProjectTimelineQuery = { projectTimeline: Array<{ at: string, kind: string, text: string, who: string | null }> };

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

export type UserInviteMutationVariables = Exact<{
  email: Scalars['String']['input'];
  role: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  firstName: Scalars['String']['input'];
  companyName: InputMaybe<Scalars['String']['input']>;
}>;


export type UserInviteMutation = { userInvite: { message: string } };

export type OnPilotOrEditorInviteAcceptedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnPilotOrEditorInviteAcceptedSubscription = { pilotOrEditorInviteAccepted: { projectNumber: number, status: string, role: string } };

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


export type ManagementProjectSearchQuery = { projectSearch: { totalCount: number, totalCountCapped: boolean, projects: Array<{ id: string, projectUuid: string, projectName: string, plan: string, status: string, trackStatus: string, createdAt: string, updatedAt: string, isNew: boolean }> } };

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

export type PilotProjectListingQueryVariables = Exact<{
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type PilotProjectListingQuery = { pilotProjectListing: { projects: Array<{ id: number, projectName: string, planType: string, status: string, propertyAddress: string | null, acceptedByPilot: boolean, flightAt: string | null }> } };

export type PilotProjectDetailsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
  dataSource: InputMaybe<Scalars['String']['input']>;
}>;


export type PilotProjectDetailsQuery = { pilotProjectDetails: { id: number, uuid: string, projectName: string, propertyAddress: string | null, googleLink: string | null, assetType: Array<string>, dealMapScreenshot: string | null, acceptedByPilot: boolean, status: string, interiorContactDetails: { name: string | null, phone: string | null, email: string | null } | null, projectManagerContactDetails: { fullName: string | null, phone: string | null, email: string | null } | null, mapGeopoints: Array<{ lat: number, lng: number }>, userInstructions: { mapping_question_1: string | null, mapping_question_2: string | null, mapping_question_3: string | null } | null, projectPlanDetails: { planType: string, projectDate: string } } };

export type GetFlightDetailsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type GetFlightDetailsQuery = { getFlightDetails: { b4uLink: string | null, approval: boolean, timeStamp: string | null } };

export type PilotFolderFlagsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type PilotFolderFlagsQuery = { pilotFolderFlags: { videoFolderFlag: boolean, imageFolderFlag: boolean } };

export type PilotAssetFoldersListingQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
  folderTypes: InputMaybe<Scalars['String']['input']>;
  isMarkedCompleted: InputMaybe<Scalars['Boolean']['input']>;
  status: InputMaybe<Scalars['String']['input']>;
}>;


export type PilotAssetFoldersListingQuery = { pilotAssetFoldersListing: Array<{ id: string, title: string, description: string, exampleLink: string | null, folderTypes: string, uploadingPath: string, isAssetUploaded: boolean, isMarkedCompleted: boolean, hasNoteAdded: boolean }> };

export type PilotShotFilesQueryVariables = Exact<{
  filePath: Scalars['String']['input'];
}>;


export type PilotShotFilesQuery = { getAwsFiles: Array<{ Key: string, fileName: string, url: string, thumbnailUrl: string | null, fileType: string }> };

export type PilotMarkCompletedMutationVariables = Exact<{
  folderId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  isMarkedCompleted: Scalars['Boolean']['input'];
}>;


export type PilotMarkCompletedMutation = { pilotMarkCompleted: { message: string, shot: { id: string, isMarkedCompleted: boolean } } };

export type PilotCustomFoldersMutationVariables = Exact<{
  title: Scalars['String']['input'];
  description: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
}>;


export type PilotCustomFoldersMutation = { pilotCustomFolders: { message: string, shot: { id: string } } };

export type PilotFlightRescheduledMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  dueDate: Scalars['String']['input'];
}>;


export type PilotFlightRescheduledMutation = { pilotFlightRescheduled: { message: string, timeStamp: string } };

export type PilotAssetUploadedMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  isAssetUploaded: Scalars['Boolean']['input'];
}>;


export type PilotAssetUploadedMutation = { pilotAssetUploaded: { id: string, isAssetUploaded: boolean, isMarkedCompleted: boolean } };

export type PilotAnswerProjectMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  status: Scalars['String']['input'];
}>;


export type PilotAnswerProjectMutation = { projectAcceptedByEditorOrPilot: { message: string } };

export type AddNotesMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  noteText: Scalars['String']['input'];
  folderId: InputMaybe<Scalars['ID']['input']>;
}>;


export type AddNotesMutation = { addNotes: { message: string, id: string } };

export type ListNotesQueryVariables = Exact<{
  input: ListNotesInput;
}>;


export type ListNotesQuery = { listNotes: Array<{ id: string, noteText: string, notesUserRole: string, notesUsername: string | null, notesToName: string | null, createdAt: string, folderId: string | null, pilot_task: { title: string, folderTypes: string } | null }> };

export type OnPilotAssetUpdatedSubscriptionVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type OnPilotAssetUpdatedSubscription = { pilotAssetUpdated: { folderId: string, action: string } };

export type OnPilotMarkCompletedFolderSubscriptionVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type OnPilotMarkCompletedFolderSubscription = { pilotMarkCompletedFolder: { folderId: string, action: string } };

export type OnAddedAdditionalNotesSubscriptionVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type OnAddedAdditionalNotesSubscription = { addedAdditionalNotes: { noteId: string } };

export type OnUserInvitedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnUserInvitedSubscription = { userInvited: { projectNumber: number, status: string } };

export type PilotProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type PilotProfileQuery = { pilotProfile: { email: string, firstName: string, phone: string | null, companyName: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, coverageArea: string | null, faaLicenseNumber: string | null, faaExpireDate: string | null, insurancePolicyNumber: string | null, insuranceExpireDate: string | null, dronePlatform: string | null, camera: string | null, offerInteriorDronePhotos: boolean, offerProfessionalInteriorDronePhotos: boolean, offerMatterPortOrOtherTours: boolean, offerThermalDrone: boolean, isProfileUpdated: boolean } };

export type UpdatePilotProfileMutationVariables = Exact<{
  email: Scalars['String']['input'];
  token: InputMaybe<Scalars['String']['input']>;
  input: ProfileInput;
}>;


export type UpdatePilotProfileMutation = { updateProfile: { message: string } };

export type CheckInviteLinkQueryVariables = Exact<{
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
}>;


export type CheckInviteLinkQuery = { checkInviteLink: { status: number } };

export type PilotCoverageQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type PilotCoverageQuery = { pilotCoverage: { videos: number, photos: number, minVideos: number, minPhotos: number, photosWithoutPosition: number, boundary: Array<{ lat: number, lng: number }>, positions: Array<{ name: string, lat: number, lng: number, inside: boolean | null }> } };

export type PmProjectListQueryVariables = Exact<{
  status: InputMaybe<Scalars['String']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  filter: InputMaybe<PmProjectFilterInput>;
  searchString: InputMaybe<Scalars['String']['input']>;
}>;


export type PmProjectListQuery = { getActiveProjectList: { totalCount: number, projects: Array<{ id: number, uuid: string, projectName: string, planType: string, status: string, badge: string | null, message: string | null, propertyAddress: string | null, assetType: string | null, assetSubType: string | null, videoStatus: string, startDate: string, deliveryDate: string | null, projectCompleteDate: string | null, isNewDraft: boolean }> } };

export type PmProjectCheckQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type PmProjectCheckQuery = { getProjectDetails: { id: number, status: string } };

export type PmProjectDetailsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type PmProjectDetailsQuery = { getProjectDetails: { id: number, uuid: string, projectName: string, planType: string, status: string, trackStatus: string, videoStatus: string, startDate: string, timeElapsed: number, deliveryDate: string | null, timeTillDue: number | null, projectManager: string | null, projectEditor: string | null, projectEditorId: string | null, projectPilot: string | null, isPilotInviteAccepted: boolean, isEditorInviteAccepted: boolean, dataSource: string, isCompleted: boolean, projectAsanaLink: string | null, slackLink: string | null, hubspotLink: string | null, crexiLink: string | null, b4uLink: string | null, googleLink: string | null, assetAddress: string | null, hasFinalVideo: boolean, projectReviews: { projectQualityReview: number, projectFinishOnTimeReview: number, easeOfCollabrationReview: number, timeBadge: string, commentsOnEditor: string, createdAt: string } | null } };

export type PmProjectQuotesQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
  dataSource: InputMaybe<Scalars['String']['input']>;
}>;


export type PmProjectQuotesQuery = { getProjectQuotes: Array<{ id: string, quoteHsTitle: string, quoteHsQuoteNumber: string | null, quoteHsCreatedate: string, quoteHsExpirationDate: string, quoteLink: string, senderFirstname: string | null, senderLastname: string | null }> };

export type PmUpdateProjectLinkMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  field: Scalars['String']['input'];
  value: Scalars['String']['input'];
}>;


export type PmUpdateProjectLinkMutation = { updateProjectRelatedLinks: { message: string } };

export type PmEditorFeedbackMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  timeBadge: Scalars['String']['input'];
  projectReviews: EditorReviewInput;
  commentsOnEditor: InputMaybe<Scalars['String']['input']>;
}>;


export type PmEditorFeedbackMutation = { pmToEditorFeedback: { message: string } };

export type PmEditorListingQueryVariables = Exact<{
  skills: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  availability: InputMaybe<Scalars['String']['input']>;
  customStartDate: InputMaybe<Scalars['String']['input']>;
  customEndDate: InputMaybe<Scalars['String']['input']>;
  flag: InputMaybe<Scalars['String']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type PmEditorListingQuery = { editorListing: { totalCount: number, editors: Array<{ id: string, name: string, email: string, location: string | null, timeZone: string | null, photo: string | null, availability: string, availableFrom: string, projectCompleted: number, activeProjects: number, recommended: boolean, avgStars: number | null, totalReviews: number, skills: Array<string>, matchedSkills: Array<string>, timeBadge: string | null, reasons: Array<string> }> } };

export type PmEditorProjectsQueryVariables = Exact<{
  editorId: Scalars['ID']['input'];
}>;


export type PmEditorProjectsQuery = { listEditorProjects: Array<{ projectId: number, projectAlias: string, projectManager: string | null, startDate: string, completeDate: string, commentsOnEditor: string | null, reviews: { projectQualityReview: number, projectFinishOnTimeReview: number, easeOfCollabrationReview: number } | null }> };

export type PmVideoStatusUpdatedSubscriptionVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type PmVideoStatusUpdatedSubscription = { videoStatusUpdated: { projectId: number, status: string } };

export type PmEditorUpdateSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PmEditorUpdateSubscription = { editorUpdate: { editorId: string, reason: string } };

export type PmUploadedAssetsByEditorSubscriptionVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type PmUploadedAssetsByEditorSubscription = { uploadedAssetsByEditor: { projectId: number, fileName: string, uploadedBy: string } };

export type PmEditorInviteMutationVariables = Exact<{
  email: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  firstName: Scalars['String']['input'];
  projectStartDate: InputMaybe<Scalars['String']['input']>;
  projectCompleteDate: InputMaybe<Scalars['String']['input']>;
  projectEditorBudget: InputMaybe<Scalars['Float']['input']>;
  projectNotes: InputMaybe<Scalars['String']['input']>;
  requiredSkills: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type PmEditorInviteMutation = { userInvite: { message: string } };

export type PmPilotSuggestionsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type PmPilotSuggestionsQuery = { pilotSuggestions: Array<{ id: string, name: string, email: string, company: string | null, distanceMiles: number | null, coverageMiles: number | null, activeProjects: number, recommended: boolean, reasons: Array<string> }> };

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

export type ProjectAssetsQueryVariables = Exact<{
  searchString: InputMaybe<Scalars['String']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  isEditorPortal: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ProjectAssetsQuery = { searchProjectByName: { totalCount: number, projects: Array<{ id: number, projectName: string, planType: string, status: string }> } };

export type ReviewCommentFieldsFragment = { commentId: string, assetId: string, parentId: string | null, frame: number, frameOut: number | null, commentTime: string, commentTimeOut: string | null, commentText: string, commentScreenShot: string | null, commentUser: string, commentUserRole: string, commentSource: string, toEditor: boolean, commentCompleted: boolean, commentAccepted: boolean, isEdited: boolean, commentCreatedAt: string, sourceTimecode: string | null, sourceTimecodeOut: string | null, carriedFromVersion: number | null, carry: string | null, annotationCords: Array<{ shape: string, colour: string, width: number, points: Array<number> }>, carriedThread: Array<{ commentId: string, frame: number, commentTime: string, commentText: string, commentUser: string, commentUserRole: string, parentId: string | null }> };

export type ReviewDetailsFieldsFragment = { id: string, parentId: string | null, rootId: string, folderId: string, fileName: string, assetLink: string | null, isImage: boolean, status: string, renderStartedAt: string, version: number, sourceFrameRate: string | null, sourceStartTimecode: string | null, taskName: string, brokerReviewStatus: string | null, reviewLink: string, releaseBlock: string | null, maySetStageDue: boolean, projectFolder: { name: string, projectId: number, projectUuid: string, checkoutUserId: string | null, projectPlan: string, projectName: string, assetName: string }, comments: Array<{ commentId: string, assetId: string, parentId: string | null, frame: number, frameOut: number | null, commentTime: string, commentTimeOut: string | null, commentText: string, commentScreenShot: string | null, commentUser: string, commentUserRole: string, commentSource: string, toEditor: boolean, commentCompleted: boolean, commentAccepted: boolean, isEdited: boolean, commentCreatedAt: string, sourceTimecode: string | null, sourceTimecodeOut: string | null, carriedFromVersion: number | null, carry: string | null, annotationCords: Array<{ shape: string, colour: string, width: number, points: Array<number> }>, carriedThread: Array<{ commentId: string, frame: number, commentTime: string, commentText: string, commentUser: string, commentUserRole: string, parentId: string | null }> }>, reviewActions: Array<{ actionTaken: string, lastActionBy: string, createdAt: string }>, versions: Array<{ id: string, version: number, fileName: string, updatedAt: string, status: string, reviewLink: string }>, permissions: { actor: string | null, commentBlocked: string | null, mayReply: boolean, mayComplete: boolean, mayChangeText: boolean, guestVerified: boolean, needsVerification: boolean, buttons: Array<{ label: string, action: string | null, disabled: boolean }> }, stages: Array<{ key: string, label: string, approved: boolean, current: boolean, dueOn: string | null }> };

export type ReviewStageFieldsFragment = { key: string, label: string, approved: boolean, current: boolean, dueOn: string | null };

export type SetReviewStageDueMutationVariables = Exact<{
  folderId: Scalars['ID']['input'];
  stage: Scalars['String']['input'];
  dueAt: InputMaybe<Scalars['String']['input']>;
}>;


export type SetReviewStageDueMutation = { setReviewStageDue: { message: string, stages: Array<{ key: string, label: string, approved: boolean, current: boolean, dueOn: string | null }> } };

export type ReviewLinkDetailsQueryVariables = Exact<{
  id: Scalars['String']['input'];
  version: InputMaybe<Scalars['Int']['input']>;
  guestToken: InputMaybe<Scalars['String']['input']>;
}>;


export type ReviewLinkDetailsQuery = { getReviewLinkDetails: { id: string, parentId: string | null, rootId: string, folderId: string, fileName: string, assetLink: string | null, isImage: boolean, status: string, renderStartedAt: string, version: number, sourceFrameRate: string | null, sourceStartTimecode: string | null, taskName: string, brokerReviewStatus: string | null, reviewLink: string, releaseBlock: string | null, maySetStageDue: boolean, projectFolder: { name: string, projectId: number, projectUuid: string, checkoutUserId: string | null, projectPlan: string, projectName: string, assetName: string }, comments: Array<{ commentId: string, assetId: string, parentId: string | null, frame: number, frameOut: number | null, commentTime: string, commentTimeOut: string | null, commentText: string, commentScreenShot: string | null, commentUser: string, commentUserRole: string, commentSource: string, toEditor: boolean, commentCompleted: boolean, commentAccepted: boolean, isEdited: boolean, commentCreatedAt: string, sourceTimecode: string | null, sourceTimecodeOut: string | null, carriedFromVersion: number | null, carry: string | null, annotationCords: Array<{ shape: string, colour: string, width: number, points: Array<number> }>, carriedThread: Array<{ commentId: string, frame: number, commentTime: string, commentText: string, commentUser: string, commentUserRole: string, parentId: string | null }> }>, reviewActions: Array<{ actionTaken: string, lastActionBy: string, createdAt: string }>, versions: Array<{ id: string, version: number, fileName: string, updatedAt: string, status: string, reviewLink: string }>, permissions: { actor: string | null, commentBlocked: string | null, mayReply: boolean, mayComplete: boolean, mayChangeText: boolean, guestVerified: boolean, needsVerification: boolean, buttons: Array<{ label: string, action: string | null, disabled: boolean }> }, stages: Array<{ key: string, label: string, approved: boolean, current: boolean, dueOn: string | null }> } };

export type PlayerAssetQueryVariables = Exact<{
  id: Scalars['String']['input'];
  guestToken: InputMaybe<Scalars['String']['input']>;
}>;


export type PlayerAssetQuery = { getPlayerAsset: { id: string, parentId: string | null, rootId: string, folderId: string, fileName: string, assetLink: string | null, isImage: boolean, status: string, renderStartedAt: string, version: number, sourceFrameRate: string | null, sourceStartTimecode: string | null, taskName: string, brokerReviewStatus: string | null, reviewLink: string, releaseBlock: string | null, maySetStageDue: boolean, projectFolder: { name: string, projectId: number, projectUuid: string, checkoutUserId: string | null, projectPlan: string, projectName: string, assetName: string }, comments: Array<{ commentId: string, assetId: string, parentId: string | null, frame: number, frameOut: number | null, commentTime: string, commentTimeOut: string | null, commentText: string, commentScreenShot: string | null, commentUser: string, commentUserRole: string, commentSource: string, toEditor: boolean, commentCompleted: boolean, commentAccepted: boolean, isEdited: boolean, commentCreatedAt: string, sourceTimecode: string | null, sourceTimecodeOut: string | null, carriedFromVersion: number | null, carry: string | null, annotationCords: Array<{ shape: string, colour: string, width: number, points: Array<number> }>, carriedThread: Array<{ commentId: string, frame: number, commentTime: string, commentText: string, commentUser: string, commentUserRole: string, parentId: string | null }> }>, reviewActions: Array<{ actionTaken: string, lastActionBy: string, createdAt: string }>, versions: Array<{ id: string, version: number, fileName: string, updatedAt: string, status: string, reviewLink: string }>, permissions: { actor: string | null, commentBlocked: string | null, mayReply: boolean, mayComplete: boolean, mayChangeText: boolean, guestVerified: boolean, needsVerification: boolean, buttons: Array<{ label: string, action: string | null, disabled: boolean }> }, stages: Array<{ key: string, label: string, approved: boolean, current: boolean, dueOn: string | null }> } };

export type VerifyReviewGuestQueryVariables = Exact<{
  email: Scalars['String']['input'];
  assetId: Scalars['ID']['input'];
}>;


export type VerifyReviewGuestQuery = { approveReviewAssetCommentUser: { email: string, message: string } };

export type VerifyReviewGuestCodeMutationVariables = Exact<{
  email: Scalars['String']['input'];
  assetId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
}>;


export type VerifyReviewGuestCodeMutation = { verifyReviewAssetCommentUser: { email: string, guestToken: string | null, message: string } };

export type ScreenshotUploadMutationVariables = Exact<{
  assetId: Scalars['ID']['input'];
  guestToken: InputMaybe<Scalars['String']['input']>;
  contentType: Scalars['String']['input'];
}>;


export type ScreenshotUploadMutation = { getGuestScreenshotUploadUrl: { url: string, key: string } };

export type AddReviewCommentMutationVariables = Exact<{
  assetId: Scalars['ID']['input'];
  frame: Scalars['Int']['input'];
  frameOut: InputMaybe<Scalars['Int']['input']>;
  commentText: InputMaybe<Scalars['String']['input']>;
  screenshotKey: InputMaybe<Scalars['String']['input']>;
  annotationCords: InputMaybe<Array<ReviewAnnotationInput> | ReviewAnnotationInput>;
  parentId: InputMaybe<Scalars['ID']['input']>;
  toEditor: InputMaybe<Scalars['Boolean']['input']>;
  guestToken: InputMaybe<Scalars['String']['input']>;
  commentUser: InputMaybe<Scalars['String']['input']>;
  commentId: InputMaybe<Scalars['ID']['input']>;
  commentSource: InputMaybe<Scalars['String']['input']>;
}>;


export type AddReviewCommentMutation = { addBrokerCommentsOnReviewAsset: { commentId: string, assetId: string, parentId: string | null, frame: number, frameOut: number | null, commentTime: string, commentTimeOut: string | null, commentText: string, commentScreenShot: string | null, commentUser: string, commentUserRole: string, commentSource: string, toEditor: boolean, commentCompleted: boolean, commentAccepted: boolean, isEdited: boolean, commentCreatedAt: string, sourceTimecode: string | null, sourceTimecodeOut: string | null, carriedFromVersion: number | null, carry: string | null, annotationCords: Array<{ shape: string, colour: string, width: number, points: Array<number> }>, carriedThread: Array<{ commentId: string, frame: number, commentTime: string, commentText: string, commentUser: string, commentUserRole: string, parentId: string | null }> } };

export type AddReviewLinkApprovalMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  assetId: Scalars['ID']['input'];
  reviewStatus: Scalars['String']['input'];
  folderName: InputMaybe<Scalars['String']['input']>;
  role: InputMaybe<Scalars['String']['input']>;
}>;


export type AddReviewLinkApprovalMutation = { addReviewLinkApproval: { message: string } };

export type VideoPlayerReviewCompleteMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  isMappedComments: InputMaybe<Scalars['Boolean']['input']>;
  folderAssetId: Scalars['ID']['input'];
  guestToken: InputMaybe<Scalars['String']['input']>;
}>;


export type VideoPlayerReviewCompleteMutation = { videoPlayerReviewComplete: { status: number, message: string, chapters: Array<{ chapter: number, commentIds: Array<string> }> } };

export type ChapterTextChangesMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ChapterTextChangesMutation = { chapterTextChanges: { status: number, projectId: number } };

export type OnReviewAssetCommentStatusSubscriptionVariables = Exact<{
  folderId: Scalars['ID']['input'];
  reviewToken: InputMaybe<Scalars['String']['input']>;
}>;


export type OnReviewAssetCommentStatusSubscription = { reviewAssetCommentStatus: { folderId: string, assetId: string, commentId: string | null, status: string } };

export type ListAssetVersionsQueryVariables = Exact<{
  folderId: Scalars['ID']['input'];
}>;


export type ListAssetVersionsQuery = { listAssetVersions: Array<{ id: string, version: number, fileName: string, updatedAt: string, status: string, reviewLink: string }> };

export type ReviewedProjectHeaderQueryVariables = Exact<{
  folderId: Scalars['ID']['input'];
  version: InputMaybe<Scalars['Int']['input']>;
}>;


export type ReviewedProjectHeaderQuery = { getReviewedProjectHeaderDetails: { projectId: number, projectUuid: string, projectName: string, startDate: string, asanaLink: string | null, slackLink: string | null, hubspotLink: string | null, frameIoLink: string, folderName: string, folderPath: string, elaspedTime: string, planType: string, version: number, fileName: string, stages: Array<{ key: string, label: string, approved: boolean, current: boolean, dueOn: string | null }> } };

export type ListReviewAssetCommentsQueryVariables = Exact<{
  folderId: Scalars['ID']['input'];
  version: InputMaybe<Scalars['Int']['input']>;
}>;


export type ListReviewAssetCommentsQuery = { listReviewAssetComments: Array<{ commentId: string, commentFrom: string, commentTo: string, frame: number, frameOut: number | null, commentTime: string, commentSource: string, commentCreatedAt: string, commentCompleted: boolean, commentAccepted: boolean, commentScreenShot: string | null, annotationCords: Array<{ shape: string, colour: string, width: number, points: Array<number> }>, comments: Array<{ commentId: string, assetId: string, parentId: string | null, frame: number, frameOut: number | null, commentTime: string, commentTimeOut: string | null, commentText: string, commentScreenShot: string | null, commentUser: string, commentUserRole: string, commentSource: string, toEditor: boolean, commentCompleted: boolean, commentAccepted: boolean, isEdited: boolean, commentCreatedAt: string, sourceTimecode: string | null, sourceTimecodeOut: string | null, carriedFromVersion: number | null, carry: string | null, annotationCords: Array<{ shape: string, colour: string, width: number, points: Array<number> }>, carriedThread: Array<{ commentId: string, frame: number, commentTime: string, commentText: string, commentUser: string, commentUserRole: string, parentId: string | null }> }> }> };

export type ListReviewedProjectsQueryVariables = Exact<{
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
}>;


export type ListReviewedProjectsQuery = { listReviewedProjects: { totalCount: number, reviewProjectData: Array<{ projectId: number, projectUuid: string, projectName: string, commentedFolders: Array<{ id: string, name: string, stages: Array<{ key: string, label: string, approved: boolean, current: boolean, dueOn: string | null }> }> }> } };

export type MarkCommentsCompleteMutationVariables = Exact<{
  commentIds: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
  isMarkAll: InputMaybe<Scalars['Boolean']['input']>;
  projectId: Scalars['ID']['input'];
  folderId: Scalars['ID']['input'];
}>;


export type MarkCommentsCompleteMutation = { markCommentsComplete: { message: string } };

export type UpdateReviewAssetCommentStatusMutationVariables = Exact<{
  commentId: Scalars['ID']['input'];
  commentCompleted: Scalars['Boolean']['input'];
}>;


export type UpdateReviewAssetCommentStatusMutation = { updateReviewAssetCommentStatus: { commentId: string, commentCompleted: boolean } };

export type AcceptBrokerCommentsMutationVariables = Exact<{
  input: Array<AcceptCommentInput> | AcceptCommentInput;
}>;


export type AcceptBrokerCommentsMutation = { acceptBrokerCommentsByProjectManager: { message: string } };

export type AddReviewAssetsByEditorMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  fileName: Scalars['String']['input'];
  versionId: InputMaybe<Scalars['ID']['input']>;
  fileSize: InputMaybe<Scalars['Float']['input']>;
  fileType: InputMaybe<Scalars['String']['input']>;
  assetLink: Scalars['String']['input'];
  parentFolderName: InputMaybe<Scalars['String']['input']>;
}>;


export type AddReviewAssetsByEditorMutation = { addReviewAssetsByEditor: { id: string, version: number, status: string, reviewLink: string } };

export type ReviewVersionChangesQueryVariables = Exact<{
  assetId: Scalars['ID']['input'];
  againstAssetId: InputMaybe<Scalars['ID']['input']>;
  guestToken: InputMaybe<Scalars['String']['input']>;
}>;


export type ReviewVersionChangesQuery = { getReviewVersionChanges: { againstVersion: number | null, ready: boolean, changes: Array<{ frameIn: number, frameOut: number, kind: string }>, againstChanges: Array<{ frameIn: number, frameOut: number, kind: string }> } };

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


export type SearchAssetsQuery = { searchAssets: { totalCount: number, totalCountCapped: boolean, assets: Array<{ id: string, name: string, askingPrice: number | null, thumbnailUrl: string | null, status: string | null, projectPlan: string | null, isPrivate: boolean, companyNames: Array<string>, lastUpdatedAt: string | null, details: { propertyType: string | null }, locations: Array<{ city: string | null, state: { name: string } | null }>, brokers: Array<{ id: string, firstName: string, lastName: string }> }> } };

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

export type GetVideoDataQueryVariables = Exact<{
  input: VideoDataInput;
}>;


export type GetVideoDataQuery = { getVideoData: { videoDetails: { s3Link: string | null, posterLink: string | null, videoId: string, modifiedDate: string, assetCrexiId: string, pipelineStatus: string, isVideoPurchased: boolean, s3LinkRenderId: string | null, error: string | null, templateId: number | null }, brokerDetails: { assetName: string, assetAddress: string, brokerName: string, brokerEmail: string, brokerOfficeFullAddress: string, photoUrl: string | null, licenses: Array<string>, assetImageUrls: Array<string> } } };

export type GetPurchasedVideoStatusQueryVariables = Exact<{
  uuid: Scalars['String']['input'];
}>;


export type GetPurchasedVideoStatusQuery = { getPurchasedVideoStatus: { id: string, isVideoPurchased: boolean, assetCrexiId: string | null, s3Link: string | null, brokerEmail: string, isBrokerRegistered: boolean } };

export type UpdateVideoWatchTimeMutationVariables = Exact<{
  input: VideoWatchTimeInput;
}>;


export type UpdateVideoWatchTimeMutation = { updateVideoWatchTime: { message: string } };

export type VidpitchTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type VidpitchTemplatesQuery = { getVideoTemplates: Array<{ templateId: number, templateName: string, segmentCount: number, s3Link: string | null, segmentUrl: string | null, isDefault: boolean }> };

export type VidpitchSegmentQueryVariables = Exact<{
  templateId: Scalars['Int']['input'];
  segmentNumber: Scalars['Int']['input'];
  videoId: Scalars['String']['input'];
}>;


export type VidpitchSegmentQuery = { getVideoSegment: { segmentTime: number, formData: Array<{ label: string, attributeValue: string, value: string }> } };

export type RenderEditedVideoTemplateMutationVariables = Exact<{
  videoId: Scalars['String']['input'];
  templateId: Scalars['Int']['input'];
  formData: InputMaybe<Array<Array<VideoFormItemInput> | VideoFormItemInput> | Array<VideoFormItemInput> | VideoFormItemInput>;
  isEdited: Scalars['Boolean']['input'];
}>;


export type RenderEditedVideoTemplateMutation = { renderEditedVideoTemplate: { uuid: string } };

export type VideoRenderedSubscriptionVariables = Exact<{
  videoId: Scalars['String']['input'];
}>;


export type VideoRenderedSubscription = { videoRendered: { videoId: string, renderId: string, status: string, error: string | null } };

export type ListVideosQueryVariables = Exact<{
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  startDate: InputMaybe<Scalars['String']['input']>;
  endDate: InputMaybe<Scalars['String']['input']>;
}>;


export type ListVideosQuery = { listVideos: { totalCount: number, videoDetails: Array<{ uuid: string, assetname: string, brokername: string, assetaddress: string, s3_link: string | null, s3_link_gif: string | null, status: string, created_at: string, video_data_status: string, video_id: string, asset_crexi_id: string, watch_time: string | null }> } };

export type ListUpdatedVideosSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ListUpdatedVideosSubscription = { listUpdatedVideos: { videoId: string } };

export type ResendVideoEmailMutationVariables = Exact<{
  uuid: Scalars['String']['input'];
}>;


export type ResendVideoEmailMutation = { resendVideoEmail: { message: string } };

export type RerenderVideoMutationVariables = Exact<{
  uuid: Scalars['String']['input'];
}>;


export type RerenderVideoMutation = { rerenderVideo: { message: string } };

export type RegisterBrokerMutationVariables = Exact<{
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
  token: Scalars['String']['input'];
}>;


export type RegisterBrokerMutation = { registerBroker: { message: string } };

export type CreatePaymentIntentMutationVariables = Exact<{
  uuid: Scalars['String']['input'];
  brokerEmail: Scalars['String']['input'];
}>;


export type CreatePaymentIntentMutation = { createPaymentIntent: { clientSecret: string, provider: string, amount: number, publishableKey: string | null } };

export type ConfirmTestPaymentMutationVariables = Exact<{
  clientSecret: Scalars['String']['input'];
  card: TestCardInput;
  billing: BillingInput;
}>;


export type ConfirmTestPaymentMutation = { confirmTestPayment: { status: string, message: string, error: string | null, videoId: string } };

export type GetPaymentIntentStatusQueryVariables = Exact<{
  clientSecret: Scalars['String']['input'];
}>;


export type GetPaymentIntentStatusQuery = { getPaymentIntentStatus: { status: string, message: string, error: string | null, videoId: string } };

export type GetAssetImagesQueryVariables = Exact<{
  input: AssetImagesInput;
}>;


export type GetAssetImagesQuery = { getAssetImages: Array<{ s3ImageLink: string, url: string, fileType: string, chapter: string | null, source: string }> };

export type GetS3ImagePreSignedUrlQueryVariables = Exact<{
  uuid: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  fileType: Scalars['String']['input'];
  chapter: Scalars['String']['input'];
  fileSize: InputMaybe<Scalars['Int']['input']>;
}>;


export type GetS3ImagePreSignedUrlQuery = { getS3ImagePreSignedUrl: { s3ImageLink: string, url: string, contentType: string } };

export const BrokerRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrokerDirectoryRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"totalActiveAssetsCount"}},{"kind":"Field","name":{"kind":"Name","value":"brokerUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flagType"}}]}}]} as unknown as DocumentNode<BrokerRowFragment, unknown>;
export const BronzePictureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BronzePictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BronzePicture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3ImageLink"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<BronzePictureFieldsFragment, unknown>;
export const FolderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwsFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"folderType"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]} as unknown as DocumentNode<FolderFieldsFragment, unknown>;
export const FolderPermissionPersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderPermissionPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FolderPermissionPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directory"}},{"kind":"Field","name":{"kind":"Name","value":"subdirectory"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]}}]} as unknown as DocumentNode<FolderPermissionPersonFieldsFragment, unknown>;
export const ProjectRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagementProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<ProjectRowFragment, unknown>;
export const ActivityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"completedOn"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}}]}}]} as unknown as DocumentNode<ActivityFieldsFragment, unknown>;
export const ReviewCommentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"frameOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentTimeOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentScreenShot"}},{"kind":"Field","name":{"kind":"Name","value":"annotationCords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"commentSource"}},{"kind":"Field","name":{"kind":"Name","value":"toEditor"}},{"kind":"Field","name":{"kind":"Name","value":"commentCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"commentAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"isEdited"}},{"kind":"Field","name":{"kind":"Name","value":"commentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecode"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecodeOut"}},{"kind":"Field","name":{"kind":"Name","value":"carriedFromVersion"}},{"kind":"Field","name":{"kind":"Name","value":"carry"}},{"kind":"Field","name":{"kind":"Name","value":"carriedThread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]} as unknown as DocumentNode<ReviewCommentFieldsFragment, unknown>;
export const ReviewStageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}}]}}]} as unknown as DocumentNode<ReviewStageFieldsFragment, unknown>;
export const ReviewDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewLinkDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"rootId"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"assetLink"}},{"kind":"Field","name":{"kind":"Name","value":"isImage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"renderStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFrameRate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceStartTimecode"}},{"kind":"Field","name":{"kind":"Name","value":"taskName"}},{"kind":"Field","name":{"kind":"Name","value":"brokerReviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLink"}},{"kind":"Field","name":{"kind":"Name","value":"projectFolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUserId"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewCommentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionTaken"}},{"kind":"Field","name":{"kind":"Name","value":"lastActionBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"mayReply"}},{"kind":"Field","name":{"kind":"Name","value":"mayComplete"}},{"kind":"Field","name":{"kind":"Name","value":"mayChangeText"}},{"kind":"Field","name":{"kind":"Name","value":"guestVerified"}},{"kind":"Field","name":{"kind":"Name","value":"needsVerification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewStageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releaseBlock"}},{"kind":"Field","name":{"kind":"Name","value":"maySetStageDue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"frameOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentTimeOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentScreenShot"}},{"kind":"Field","name":{"kind":"Name","value":"annotationCords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"commentSource"}},{"kind":"Field","name":{"kind":"Name","value":"toEditor"}},{"kind":"Field","name":{"kind":"Name","value":"commentCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"commentAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"isEdited"}},{"kind":"Field","name":{"kind":"Name","value":"commentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecode"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecodeOut"}},{"kind":"Field","name":{"kind":"Name","value":"carriedFromVersion"}},{"kind":"Field","name":{"kind":"Name","value":"carry"}},{"kind":"Field","name":{"kind":"Name","value":"carriedThread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}}]}}]} as unknown as DocumentNode<ReviewDetailsFieldsFragment, unknown>;
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
export const BrokersDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrokersDirectory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"missingEmail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"missingPhone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newBroker"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"updatedRecords"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchParams"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortParams"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBrokersDirectory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"missingEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"missingEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"missingPhone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"missingPhone"}}},{"kind":"Argument","name":{"kind":"Name","value":"newBroker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newBroker"}}},{"kind":"Argument","name":{"kind":"Name","value":"updatedRecords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"updatedRecords"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchParams"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchString"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortParams"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrokerRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrokerDirectoryRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"totalActiveAssetsCount"}},{"kind":"Field","name":{"kind":"Name","value":"brokerUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flagType"}}]}}]} as unknown as DocumentNode<BrokersDirectoryQuery, BrokersDirectoryQueryVariables>;
export const FlaggedBrokersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlaggedBrokers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailNotFound"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"needsEvaluation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withNotesOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priority"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchParams"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getFlaggedBrokers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"emailNotFound"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailNotFound"}}},{"kind":"Argument","name":{"kind":"Name","value":"needsEvaluation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"needsEvaluation"}}},{"kind":"Argument","name":{"kind":"Name","value":"withNotesOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withNotesOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"priority"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priority"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchParams"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchParams"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchString"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrokerRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrokerDirectoryRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"totalActiveAssetsCount"}},{"kind":"Field","name":{"kind":"Name","value":"brokerUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flagType"}}]}}]} as unknown as DocumentNode<FlaggedBrokersQuery, FlaggedBrokersQueryVariables>;
export const BrokerCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrokerCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordsToBeUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"highPriorityUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BrokerCountsQuery, BrokerCountsQueryVariables>;
export const RecordsToBeUpdatedLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RecordsToBeUpdatedLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBrokerDirectoryCountDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RecordsToBeUpdatedLiveSubscription, RecordsToBeUpdatedLiveSubscriptionVariables>;
export const HighPriorityLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HighPriorityLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"highPriorityCountDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<HighPriorityLiveSubscription, HighPriorityLiveSubscriptionVariables>;
export const HsOutOfSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HsOutOfSync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HsOutOfSyncInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getHsOutOfSyncData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"broker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrokerRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crmEmail"}},{"kind":"Field","name":{"kind":"Name","value":"crmPhone"}},{"kind":"Field","name":{"kind":"Name","value":"lastPushedAt"}},{"kind":"Field","name":{"kind":"Name","value":"crmSyncError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrokerDirectoryRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"totalActiveAssetsCount"}},{"kind":"Field","name":{"kind":"Name","value":"brokerUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flagType"}}]}}]} as unknown as DocumentNode<HsOutOfSyncQuery, HsOutOfSyncQueryVariables>;
export const UpdateBrokerDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBrokerDirectory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brokerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isFlaggedRecord"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBrokerDirectory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"brokerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brokerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"isFlaggedRecord"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isFlaggedRecord"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateBrokerDirectoryMutation, UpdateBrokerDirectoryMutationVariables>;
export const FlagBrokerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlagBroker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brokerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flagType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priority"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flagBroker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"brokerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brokerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"flagType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flagType"}}},{"kind":"Argument","name":{"kind":"Name","value":"priority"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priority"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FlagBrokerMutation, FlagBrokerMutationVariables>;
export const BronzeSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BronzeSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBronzeVideoSegmentDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"segmentNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"crexiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalChapters"}},{"kind":"Field","name":{"kind":"Name","value":"savedChapter"}},{"kind":"Field","name":{"kind":"Name","value":"isTextChange"}},{"kind":"Field","name":{"kind":"Name","value":"eliteAuction"}},{"kind":"Field","name":{"kind":"Name","value":"projectStatus"}},{"kind":"Field","name":{"kind":"Name","value":"renderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"segmentDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"hasLogo"}},{"kind":"Field","name":{"kind":"Name","value":"hasQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasBoundary"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BronzePictureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BronzePictureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BronzePictureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boundary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BronzePictureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeValue"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"isMarkedForTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"fieldDisable"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BronzePictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BronzePicture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3ImageLink"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<BronzeSegmentQuery, BronzeSegmentQueryVariables>;
export const BronzeChapterPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BronzeChapterPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formData"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BronzeFormEntry"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bronzeChapterPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"segmentNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"formData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<BronzeChapterPreviewQuery, BronzeChapterPreviewQueryVariables>;
export const DraftBronzeSegmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DraftBronzeSegments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formData"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BronzeFormEntry"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliteAuction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isTextChange"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draftBronzeSegments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"segmentNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"formData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formData"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliteAuction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliteAuction"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"isTextChange"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isTextChange"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"segmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"savedChapter"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]} as unknown as DocumentNode<DraftBronzeSegmentsMutation, DraftBronzeSegmentsMutationVariables>;
export const BronzeCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BronzeCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliteAuction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliteAuction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliteAuction"}}},{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"StringValue","value":"BRONZE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}}]}}]}}]} as unknown as DocumentNode<BronzeCheckoutMutation, BronzeCheckoutMutationVariables>;
export const BronzeVideoRenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BronzeVideoRender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bronzeVideoRender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"renderId"}},{"kind":"Field","name":{"kind":"Name","value":"renderStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isTextChange"}}]}}]}}]} as unknown as DocumentNode<BronzeVideoRenderMutation, BronzeVideoRenderMutationVariables>;
export const StartBronzeTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartBronzeTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBronzeTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]} as unknown as DocumentNode<StartBronzeTasksMutation, StartBronzeTasksMutationVariables>;
export const BronzeCheckoutStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BronzeCheckoutStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectCheckoutStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"StringValue","value":"BRONZE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}}]}}]}}]} as unknown as DocumentNode<BronzeCheckoutStatusQuery, BronzeCheckoutStatusQueryVariables>;
export const GetCustomImagePreSignedUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GetCustomImagePreSignedUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customImageInput"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomImageInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getCustomImagePreSignedUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packageType"},"value":{"kind":"StringValue","value":"BRONZE","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"customImageInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customImageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"s3ImageLink"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<GetCustomImagePreSignedUrlMutation, GetCustomImagePreSignedUrlMutationVariables>;
export const UpdateCustomImageS3UrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomImageS3Url"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomImageUrlInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomImageS3Url"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"packageType"},"value":{"kind":"StringValue","value":"BRONZE","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"s3ImageLink"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomImageS3UrlMutation, UpdateCustomImageS3UrlMutationVariables>;
export const DeleteCustomImageS3UrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCustomImageS3Url"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s3ImageLinkArray"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomImageS3Url"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"s3ImageLinkArray"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s3ImageLinkArray"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<DeleteCustomImageS3UrlMutation, DeleteCustomImageS3UrlMutationVariables>;
export const MyDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countsTitle"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<MyDashboardQuery, MyDashboardQueryVariables>;
export const DealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Deals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DealsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"dealData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"dealName"}},{"kind":"Field","name":{"kind":"Name","value":"dealStage"}},{"kind":"Field","name":{"kind":"Name","value":"dealType"}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"}},{"kind":"Field","name":{"kind":"Name","value":"projectEditor"}},{"kind":"Field","name":{"kind":"Name","value":"pif"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}}]}}]}}]} as unknown as DocumentNode<DealsQuery, DealsQueryVariables>;
export const DealPipelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealPipeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DealPipelineInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealPipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealStage"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<DealPipelineQuery, DealPipelineQueryVariables>;
export const DealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Deal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"dealName"}},{"kind":"Field","name":{"kind":"Name","value":"dealHsObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"dealStage"}},{"kind":"Field","name":{"kind":"Name","value":"dealType"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectTargetCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"}},{"kind":"Field","name":{"kind":"Name","value":"projectEditor"}},{"kind":"Field","name":{"kind":"Name","value":"projectPilot"}},{"kind":"Field","name":{"kind":"Name","value":"pif"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hsLink"}},{"kind":"Field","name":{"kind":"Name","value":"slackLink"}},{"kind":"Field","name":{"kind":"Name","value":"projectAsanaLink"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVideoLink"}},{"kind":"Field","name":{"kind":"Name","value":"pmNotes"}},{"kind":"Field","name":{"kind":"Name","value":"customerNotes"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"syncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsQuoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsCreatedate"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"senderFirstname"}},{"kind":"Field","name":{"kind":"Name","value":"senderLastname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineitemName"}},{"kind":"Field","name":{"kind":"Name","value":"lineitemType"}},{"kind":"Field","name":{"kind":"Name","value":"lineitemQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineitemPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineitemDiscount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"companyWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"companyHsLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactFirstname"}},{"kind":"Field","name":{"kind":"Name","value":"contactLastname"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactHsLink"}}]}}]}}]}}]} as unknown as DocumentNode<DealQuery, DealQueryVariables>;
export const DealQuotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealQuotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDealQuotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quoteLink"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quoteExpirationDate"}}]}}]}}]} as unknown as DocumentNode<DealQuotesQuery, DealQuotesQueryVariables>;
export const SaveDealNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDealNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerNotes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pmNotes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDealNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerNotes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerNotes"}}},{"kind":"Argument","name":{"kind":"Name","value":"pmNotes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pmNotes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveDealNotesMutation, SaveDealNotesMutationVariables>;
export const UpdateDealPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDealPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payment"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DealPaymentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDealPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"payment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<UpdateDealPaymentMutation, UpdateDealPaymentMutationVariables>;
export const SyncDealAssociationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncDealAssociations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncDealAssociations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SyncDealAssociationsMutation, SyncDealAssociationsMutationVariables>;
export const OnSyncDealAssociationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnSyncDealAssociation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncDealAssociation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"syncedAt"}}]}}]}}]} as unknown as DocumentNode<OnSyncDealAssociationSubscription, OnSyncDealAssociationSubscriptionVariables>;
export const DealAttachmentFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealAttachmentFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotAssetFoldersListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderTypes"},"value":{"kind":"StringValue","value":"Sales","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"uploadingPath"}},{"kind":"Field","name":{"kind":"Name","value":"isMarkedCompleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getAwsFolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"subFolders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}}]}}]}}]} as unknown as DocumentNode<DealAttachmentFoldersQuery, DealAttachmentFoldersQueryVariables>;
export const DealAttachmentFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealAttachmentFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAwsFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filePath"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Key"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<DealAttachmentFilesQuery, DealAttachmentFilesQueryVariables>;
export const EditorProjectListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorProjectList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PmProjectFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getActiveProjectList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"isEditorPortal"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchString"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCount"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"videoStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectCompleteDate"}}]}}]}}]}}]} as unknown as DocumentNode<EditorProjectListQuery, EditorProjectListQueryVariables>;
export const EditorProjectDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorProjectDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editorProjectDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"projectStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectCompleteDate"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSkills"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"projectEditorBudget"}},{"kind":"Field","name":{"kind":"Name","value":"projectNotes"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"}},{"kind":"Field","name":{"kind":"Name","value":"crexiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"googleLink"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"isRenderRunning"}}]}}]}}]} as unknown as DocumentNode<EditorProjectDetailsQuery, EditorProjectDetailsQueryVariables>;
export const EditorProjectHeaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorProjectHeader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProjectDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"videoStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeElapsed"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"}},{"kind":"Field","name":{"kind":"Name","value":"projectPilot"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorInviteAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"slackLink"}},{"kind":"Field","name":{"kind":"Name","value":"crexiLink"}},{"kind":"Field","name":{"kind":"Name","value":"googleLink"}},{"kind":"Field","name":{"kind":"Name","value":"assetAddress"}}]}}]}}]} as unknown as DocumentNode<EditorProjectHeaderQuery, EditorProjectHeaderQueryVariables>;
export const EditorAnswerInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorAnswerInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectAcceptedByEditorOrPilot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"flag"},"value":{"kind":"StringValue","value":"EDITOR","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"editorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EditorAnswerInviteMutation, EditorAnswerInviteMutationVariables>;
export const EditorInvitedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EditorInvited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userInvited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EditorInvitedSubscription, EditorInvitedSubscriptionVariables>;
export const EditorUserDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorUserDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorProfileUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"officePhone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"paymentVendorName"}},{"kind":"Field","name":{"kind":"Name","value":"editorVendorId"}},{"kind":"Field","name":{"kind":"Name","value":"editorSkills"}},{"kind":"Field","name":{"kind":"Name","value":"editorSkillsRatings"}},{"kind":"Field","name":{"kind":"Name","value":"availableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"avgStars"}},{"kind":"Field","name":{"kind":"Name","value":"totalReviews"}},{"kind":"Field","name":{"kind":"Name","value":"projectCompleted"}}]}}]}}]} as unknown as DocumentNode<EditorUserDetailsQuery, EditorUserDetailsQueryVariables>;
export const EditorUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"StringValue","value":"vms-editor","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EditorUpdateProfileMutation, EditorUpdateProfileMutationVariables>;
export const EditorCheckInviteLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorCheckInviteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EditorCheckInviteLinkQuery, EditorCheckInviteLinkQueryVariables>;
export const EditorAddReviewVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorAddReviewVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetLink"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentFolderName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReviewAssetsByEditor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"assetLink"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetLink"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentFolderName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentFolderName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLink"}}]}}]}}]} as unknown as DocumentNode<EditorAddReviewVersionMutation, EditorAddReviewVersionMutationVariables>;
export const EditorProjectTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorProjectTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"who"}}]}}]}}]} as unknown as DocumentNode<EditorProjectTimelineQuery, EditorProjectTimelineQueryVariables>;
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
export const UserInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UserInviteMutation, UserInviteMutationVariables>;
export const OnPilotOrEditorInviteAcceptedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnPilotOrEditorInviteAccepted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotOrEditorInviteAccepted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<OnPilotOrEditorInviteAcceptedSubscription, OnPilotOrEditorInviteAcceptedSubscriptionVariables>;
export const ManagementProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagementProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trackStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagementProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<ManagementProjectsQuery, ManagementProjectsQueryVariables>;
export const ManagementProjectSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagementProjectSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}}},{"kind":"Argument","name":{"kind":"Name","value":"trackStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagementProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<ManagementProjectSearchQuery, ManagementProjectSearchQueryVariables>;
export const ManagementAttentionProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagementAttentionProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAttentionProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagementProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]} as unknown as DocumentNode<ManagementAttentionProjectsQuery, ManagementAttentionProjectsQueryVariables>;
export const ManagementIframeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagementIframe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getIframe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iframe"}}]}}]}}]} as unknown as DocumentNode<ManagementIframeQuery, ManagementIframeQueryVariables>;
export const ProjectCredentialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectCredentials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAllCredentialsByProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessPMOnUserBehalf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"msg"}}]}}]}}]} as unknown as DocumentNode<ProjectCredentialsQuery, ProjectCredentialsQueryVariables>;
export const BronzeImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BronzeImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getCustomAssetImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileType"},"value":{"kind":"StringValue","value":"image","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"packageType"},"value":{"kind":"StringValue","value":"BRONZE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"s3ImageLink"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}}]}}]}}]} as unknown as DocumentNode<BronzeImagesQuery, BronzeImagesQueryVariables>;
export const AttentionNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttentionNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attentionText"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkToAsset"}},{"kind":"Field","name":{"kind":"Name","value":"asanaTaskName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]} as unknown as DocumentNode<AttentionNotificationsQuery, AttentionNotificationsQueryVariables>;
export const OnBronzeVideoStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnBronzeVideoStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bronzeVideoStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}}]} as unknown as DocumentNode<OnBronzeVideoStatusSubscription, OnBronzeVideoStatusSubscriptionVariables>;
export const OnTaskNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnTaskNotification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskNotification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OnTaskNotificationSubscription, OnTaskNotificationSubscriptionVariables>;
export const OnNotificationActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnNotificationAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OnNotificationActionSubscription, OnNotificationActionSubscriptionVariables>;
export const PilotProjectListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PilotProjectListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotProjectListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByPilot"}},{"kind":"Field","name":{"kind":"Name","value":"flightAt"}}]}}]}}]}}]} as unknown as DocumentNode<PilotProjectListingQuery, PilotProjectListingQueryVariables>;
export const PilotProjectDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PilotProjectDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataSource"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotProjectDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataSource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataSource"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"googleLink"}},{"kind":"Field","name":{"kind":"Name","value":"interiorContactDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectManagerContactDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"dealMapScreenshot"}},{"kind":"Field","name":{"kind":"Name","value":"mapGeopoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapping_question_1"}},{"kind":"Field","name":{"kind":"Name","value":"mapping_question_2"}},{"kind":"Field","name":{"kind":"Name","value":"mapping_question_3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectPlanDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"projectDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByPilot"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PilotProjectDetailsQuery, PilotProjectDetailsQueryVariables>;
export const GetFlightDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFlightDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getFlightDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"b4uLink"}},{"kind":"Field","name":{"kind":"Name","value":"approval"}},{"kind":"Field","name":{"kind":"Name","value":"timeStamp"}}]}}]}}]} as unknown as DocumentNode<GetFlightDetailsQuery, GetFlightDetailsQueryVariables>;
export const PilotFolderFlagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PilotFolderFlags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotFolderFlags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoFolderFlag"}},{"kind":"Field","name":{"kind":"Name","value":"imageFolderFlag"}}]}}]}}]} as unknown as DocumentNode<PilotFolderFlagsQuery, PilotFolderFlagsQueryVariables>;
export const PilotAssetFoldersListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PilotAssetFoldersListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderTypes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isMarkedCompleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotAssetFoldersListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"isMarkedCompleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isMarkedCompleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"exampleLink"}},{"kind":"Field","name":{"kind":"Name","value":"folderTypes"}},{"kind":"Field","name":{"kind":"Name","value":"uploadingPath"}},{"kind":"Field","name":{"kind":"Name","value":"isAssetUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"isMarkedCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"hasNoteAdded"}}]}}]}}]} as unknown as DocumentNode<PilotAssetFoldersListingQuery, PilotAssetFoldersListingQueryVariables>;
export const PilotShotFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PilotShotFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAwsFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filePath"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Key"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}}]}}]}}]} as unknown as DocumentNode<PilotShotFilesQuery, PilotShotFilesQueryVariables>;
export const PilotMarkCompletedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PilotMarkCompleted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isMarkedCompleted"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotMarkCompleted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isMarkedCompleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isMarkedCompleted"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"shot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMarkedCompleted"}}]}}]}}]}}]} as unknown as DocumentNode<PilotMarkCompletedMutation, PilotMarkCompletedMutationVariables>;
export const PilotCustomFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PilotCustomFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotCustomFolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderTypes"},"value":{"kind":"StringValue","value":"Custom","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"shot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PilotCustomFoldersMutation, PilotCustomFoldersMutationVariables>;
export const PilotFlightRescheduledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PilotFlightRescheduled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dueDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotFlightRescheduled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dueDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dueDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"isScheduled"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"timeStamp"}}]}}]}}]} as unknown as DocumentNode<PilotFlightRescheduledMutation, PilotFlightRescheduledMutationVariables>;
export const PilotAssetUploadedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PilotAssetUploaded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAssetUploaded"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotAssetUploaded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isAssetUploaded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAssetUploaded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAssetUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"isMarkedCompleted"}}]}}]}}]} as unknown as DocumentNode<PilotAssetUploadedMutation, PilotAssetUploadedMutationVariables>;
export const PilotAnswerProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PilotAnswerProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectAcceptedByEditorOrPilot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"flag"},"value":{"kind":"StringValue","value":"PILOT","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PilotAnswerProjectMutation, PilotAnswerProjectMutationVariables>;
export const AddNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noteText"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"noteText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noteText"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddNotesMutation, AddNotesMutationVariables>;
export const ListNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListNotesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"noteText"}},{"kind":"Field","name":{"kind":"Name","value":"notesUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"notesUsername"}},{"kind":"Field","name":{"kind":"Name","value":"notesToName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"pilot_task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"folderTypes"}}]}}]}}]}}]} as unknown as DocumentNode<ListNotesQuery, ListNotesQueryVariables>;
export const OnPilotAssetUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnPilotAssetUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotAssetUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<OnPilotAssetUpdatedSubscription, OnPilotAssetUpdatedSubscriptionVariables>;
export const OnPilotMarkCompletedFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnPilotMarkCompletedFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotMarkCompletedFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<OnPilotMarkCompletedFolderSubscription, OnPilotMarkCompletedFolderSubscriptionVariables>;
export const OnAddedAdditionalNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnAddedAdditionalNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addedAdditionalNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteId"}}]}}]}}]} as unknown as DocumentNode<OnAddedAdditionalNotesSubscription, OnAddedAdditionalNotesSubscriptionVariables>;
export const OnUserInvitedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnUserInvited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userInvited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OnUserInvitedSubscription, OnUserInvitedSubscriptionVariables>;
export const PilotProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PilotProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"coverageArea"}},{"kind":"Field","name":{"kind":"Name","value":"faaLicenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"faaExpireDate"}},{"kind":"Field","name":{"kind":"Name","value":"insurancePolicyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"insuranceExpireDate"}},{"kind":"Field","name":{"kind":"Name","value":"dronePlatform"}},{"kind":"Field","name":{"kind":"Name","value":"camera"}},{"kind":"Field","name":{"kind":"Name","value":"offerInteriorDronePhotos"}},{"kind":"Field","name":{"kind":"Name","value":"offerProfessionalInteriorDronePhotos"}},{"kind":"Field","name":{"kind":"Name","value":"offerMatterPortOrOtherTours"}},{"kind":"Field","name":{"kind":"Name","value":"offerThermalDrone"}},{"kind":"Field","name":{"kind":"Name","value":"isProfileUpdated"}}]}}]}}]} as unknown as DocumentNode<PilotProfileQuery, PilotProfileQueryVariables>;
export const UpdatePilotProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePilotProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"StringValue","value":"vms-pilot","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdatePilotProfileMutation, UpdatePilotProfileMutationVariables>;
export const CheckInviteLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInviteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CheckInviteLinkQuery, CheckInviteLinkQueryVariables>;
export const PilotCoverageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PilotCoverage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotCoverage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videos"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"minVideos"}},{"kind":"Field","name":{"kind":"Name","value":"minPhotos"}},{"kind":"Field","name":{"kind":"Name","value":"boundary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"inside"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photosWithoutPosition"}}]}}]}}]} as unknown as DocumentNode<PilotCoverageQuery, PilotCoverageQueryVariables>;
export const PmProjectListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PmProjectList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PmProjectFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getActiveProjectList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchString"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"assetSubType"}},{"kind":"Field","name":{"kind":"Name","value":"videoStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectCompleteDate"}},{"kind":"Field","name":{"kind":"Name","value":"isNewDraft"}}]}}]}}]}}]} as unknown as DocumentNode<PmProjectListQuery, PmProjectListQueryVariables>;
export const PmProjectCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PmProjectCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProjectDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PmProjectCheckQuery, PmProjectCheckQueryVariables>;
export const PmProjectDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PmProjectDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProjectDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"videoStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeElapsed"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeTillDue"}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"}},{"kind":"Field","name":{"kind":"Name","value":"projectEditor"}},{"kind":"Field","name":{"kind":"Name","value":"projectEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"projectPilot"}},{"kind":"Field","name":{"kind":"Name","value":"isPilotInviteAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorInviteAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"dataSource"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"projectReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectQualityReview"}},{"kind":"Field","name":{"kind":"Name","value":"projectFinishOnTimeReview"}},{"kind":"Field","name":{"kind":"Name","value":"easeOfCollabrationReview"}},{"kind":"Field","name":{"kind":"Name","value":"timeBadge"}},{"kind":"Field","name":{"kind":"Name","value":"commentsOnEditor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectAsanaLink"}},{"kind":"Field","name":{"kind":"Name","value":"slackLink"}},{"kind":"Field","name":{"kind":"Name","value":"hubspotLink"}},{"kind":"Field","name":{"kind":"Name","value":"crexiLink"}},{"kind":"Field","name":{"kind":"Name","value":"b4uLink"}},{"kind":"Field","name":{"kind":"Name","value":"googleLink"}},{"kind":"Field","name":{"kind":"Name","value":"assetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"hasFinalVideo"}}]}}]}}]} as unknown as DocumentNode<PmProjectDetailsQuery, PmProjectDetailsQueryVariables>;
export const PmProjectQuotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PmProjectQuotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataSource"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProjectQuotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataSource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataSource"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsQuoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsCreatedate"}},{"kind":"Field","name":{"kind":"Name","value":"quoteHsExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"quoteLink"}},{"kind":"Field","name":{"kind":"Name","value":"senderFirstname"}},{"kind":"Field","name":{"kind":"Name","value":"senderLastname"}}]}}]}}]} as unknown as DocumentNode<PmProjectQuotesQuery, PmProjectQuotesQueryVariables>;
export const PmUpdateProjectLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PmUpdateProjectLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"field"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProjectRelatedLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"field"},"value":{"kind":"Variable","name":{"kind":"Name","value":"field"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PmUpdateProjectLinkMutation, PmUpdateProjectLinkMutationVariables>;
export const PmEditorFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PmEditorFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeBadge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectReviews"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditorReviewInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentsOnEditor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pmToEditorFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeBadge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeBadge"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectReviews"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectReviews"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentsOnEditor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentsOnEditor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PmEditorFeedbackMutation, PmEditorFeedbackMutationVariables>;
export const PmEditorListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PmEditorListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skills"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"availability"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customStartDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customEndDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flag"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editorListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skills"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skills"}}},{"kind":"Argument","name":{"kind":"Name","value":"availability"},"value":{"kind":"Variable","name":{"kind":"Name","value":"availability"}}},{"kind":"Argument","name":{"kind":"Name","value":"customStartDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customStartDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"customEndDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customEndDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"flag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flag"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"editors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"availableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"projectCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"activeProjects"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"avgStars"}},{"kind":"Field","name":{"kind":"Name","value":"totalReviews"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"matchedSkills"}},{"kind":"Field","name":{"kind":"Name","value":"timeBadge"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]}}]}}]} as unknown as DocumentNode<PmEditorListingQuery, PmEditorListingQueryVariables>;
export const PmEditorProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PmEditorProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listEditorProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"editorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectAlias"}},{"kind":"Field","name":{"kind":"Name","value":"projectManager"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"completeDate"}},{"kind":"Field","name":{"kind":"Name","value":"commentsOnEditor"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectQualityReview"}},{"kind":"Field","name":{"kind":"Name","value":"projectFinishOnTimeReview"}},{"kind":"Field","name":{"kind":"Name","value":"easeOfCollabrationReview"}}]}}]}}]}}]} as unknown as DocumentNode<PmEditorProjectsQuery, PmEditorProjectsQueryVariables>;
export const PmVideoStatusUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PmVideoStatusUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoStatusUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PmVideoStatusUpdatedSubscription, PmVideoStatusUpdatedSubscriptionVariables>;
export const PmEditorUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PmEditorUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editorUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<PmEditorUpdateSubscription, PmEditorUpdateSubscriptionVariables>;
export const PmUploadedAssetsByEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PmUploadedAssetsByEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadedAssetsByEditor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}}]}}]} as unknown as DocumentNode<PmUploadedAssetsByEditorSubscription, PmUploadedAssetsByEditorSubscriptionVariables>;
export const PmEditorInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PmEditorInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectStartDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectCompleteDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectEditorBudget"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectNotes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requiredSkills"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"StringValue","value":"vms-editor","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectStartDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectStartDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectCompleteDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectCompleteDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectEditorBudget"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectEditorBudget"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectNotes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectNotes"}}},{"kind":"Argument","name":{"kind":"Name","value":"requiredSkills"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requiredSkills"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PmEditorInviteMutation, PmEditorInviteMutationVariables>;
export const PmPilotSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PmPilotSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilotSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMiles"}},{"kind":"Field","name":{"kind":"Name","value":"coverageMiles"}},{"kind":"Field","name":{"kind":"Name","value":"activeProjects"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]}}]} as unknown as DocumentNode<PmPilotSuggestionsQuery, PmPilotSuggestionsQueryVariables>;
export const ProjectTaskDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectTaskDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTaskDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"renderError"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"finalDownload"}},{"kind":"Field","name":{"kind":"Name","value":"asanaProjectId"}},{"kind":"Field","name":{"kind":"Name","value":"isNewTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"crexiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"askingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"listingDate"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"projectAddress"}},{"kind":"Field","name":{"kind":"Name","value":"projectAsanaLink"}},{"kind":"Field","name":{"kind":"Name","value":"slackLink"}},{"kind":"Field","name":{"kind":"Name","value":"hubspotLink"}},{"kind":"Field","name":{"kind":"Name","value":"broker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brokerName"}},{"kind":"Field","name":{"kind":"Name","value":"imageLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"missingTasks"}},{"kind":"Field","name":{"kind":"Name","value":"syncRequired"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusEditable"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"sectionTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portalTaskId"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"task"}},{"kind":"Field","name":{"kind":"Name","value":"asanaTaskId"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attentionText"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"completedOn"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}}]}}]} as unknown as DocumentNode<ProjectTaskDetailsQuery, ProjectTaskDetailsQueryVariables>;
export const TaskActivityLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskActivityLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listAsanaTaskActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"completedOn"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}}]}}]} as unknown as DocumentNode<TaskActivityLogQuery, TaskActivityLogQueryVariables>;
export const SetTaskStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTaskStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"crexiTaskStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"portalTaskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBronzeProjectTaskStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"crexiTaskStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"crexiTaskStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"portalTaskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"portalTaskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"portalTaskId"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}}]}}]}}]} as unknown as DocumentNode<SetTaskStatusMutation, SetTaskStatusMutationVariables>;
export const UpdateNotificationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actionValue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"actionValue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actionValue"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationStatusMutation, UpdateNotificationStatusMutationVariables>;
export const OnTaskUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnTaskUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portalTaskId"}},{"kind":"Field","name":{"kind":"Name","value":"crexiTaskStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OnTaskUpdatedSubscription, OnTaskUpdatedSubscriptionVariables>;
export const ProjectAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isEditorPortal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchProjectByName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchString"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"isEditorPortal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isEditorPortal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectAssetsQuery, ProjectAssetsQueryVariables>;
export const SetReviewStageDueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetReviewStageDue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dueAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReviewStageDue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stage"}}},{"kind":"Argument","name":{"kind":"Name","value":"dueAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dueAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewStageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}}]}}]} as unknown as DocumentNode<SetReviewStageDueMutation, SetReviewStageDueMutationVariables>;
export const ReviewLinkDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewLinkDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getReviewLinkDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"guestToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"frameOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentTimeOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentScreenShot"}},{"kind":"Field","name":{"kind":"Name","value":"annotationCords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"commentSource"}},{"kind":"Field","name":{"kind":"Name","value":"toEditor"}},{"kind":"Field","name":{"kind":"Name","value":"commentCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"commentAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"isEdited"}},{"kind":"Field","name":{"kind":"Name","value":"commentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecode"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecodeOut"}},{"kind":"Field","name":{"kind":"Name","value":"carriedFromVersion"}},{"kind":"Field","name":{"kind":"Name","value":"carry"}},{"kind":"Field","name":{"kind":"Name","value":"carriedThread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewLinkDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"rootId"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"assetLink"}},{"kind":"Field","name":{"kind":"Name","value":"isImage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"renderStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFrameRate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceStartTimecode"}},{"kind":"Field","name":{"kind":"Name","value":"taskName"}},{"kind":"Field","name":{"kind":"Name","value":"brokerReviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLink"}},{"kind":"Field","name":{"kind":"Name","value":"projectFolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUserId"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewCommentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionTaken"}},{"kind":"Field","name":{"kind":"Name","value":"lastActionBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"mayReply"}},{"kind":"Field","name":{"kind":"Name","value":"mayComplete"}},{"kind":"Field","name":{"kind":"Name","value":"mayChangeText"}},{"kind":"Field","name":{"kind":"Name","value":"guestVerified"}},{"kind":"Field","name":{"kind":"Name","value":"needsVerification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewStageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releaseBlock"}},{"kind":"Field","name":{"kind":"Name","value":"maySetStageDue"}}]}}]} as unknown as DocumentNode<ReviewLinkDetailsQuery, ReviewLinkDetailsQueryVariables>;
export const PlayerAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPlayerAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"guestToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"frameOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentTimeOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentScreenShot"}},{"kind":"Field","name":{"kind":"Name","value":"annotationCords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"commentSource"}},{"kind":"Field","name":{"kind":"Name","value":"toEditor"}},{"kind":"Field","name":{"kind":"Name","value":"commentCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"commentAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"isEdited"}},{"kind":"Field","name":{"kind":"Name","value":"commentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecode"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecodeOut"}},{"kind":"Field","name":{"kind":"Name","value":"carriedFromVersion"}},{"kind":"Field","name":{"kind":"Name","value":"carry"}},{"kind":"Field","name":{"kind":"Name","value":"carriedThread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewLinkDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"rootId"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"assetLink"}},{"kind":"Field","name":{"kind":"Name","value":"isImage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"renderStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFrameRate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceStartTimecode"}},{"kind":"Field","name":{"kind":"Name","value":"taskName"}},{"kind":"Field","name":{"kind":"Name","value":"brokerReviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLink"}},{"kind":"Field","name":{"kind":"Name","value":"projectFolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUserId"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewCommentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionTaken"}},{"kind":"Field","name":{"kind":"Name","value":"lastActionBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"mayReply"}},{"kind":"Field","name":{"kind":"Name","value":"mayComplete"}},{"kind":"Field","name":{"kind":"Name","value":"mayChangeText"}},{"kind":"Field","name":{"kind":"Name","value":"guestVerified"}},{"kind":"Field","name":{"kind":"Name","value":"needsVerification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewStageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releaseBlock"}},{"kind":"Field","name":{"kind":"Name","value":"maySetStageDue"}}]}}]} as unknown as DocumentNode<PlayerAssetQuery, PlayerAssetQueryVariables>;
export const VerifyReviewGuestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyReviewGuest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveReviewAssetCommentUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<VerifyReviewGuestQuery, VerifyReviewGuestQueryVariables>;
export const VerifyReviewGuestCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyReviewGuestCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyReviewAssetCommentUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"guestToken"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<VerifyReviewGuestCodeMutation, VerifyReviewGuestCodeMutationVariables>;
export const ScreenshotUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScreenshotUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getGuestScreenshotUploadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"guestToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<ScreenshotUploadMutation, ScreenshotUploadMutationVariables>;
export const AddReviewCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReviewComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"frame"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"frameOut"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenshotKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"annotationCords"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAnnotationInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toEditor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentUser"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentSource"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBrokerCommentsOnReviewAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"frame"},"value":{"kind":"Variable","name":{"kind":"Name","value":"frame"}}},{"kind":"Argument","name":{"kind":"Name","value":"frameOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"frameOut"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentText"}}},{"kind":"Argument","name":{"kind":"Name","value":"screenshotKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenshotKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"annotationCords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"annotationCords"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"toEditor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toEditor"}}},{"kind":"Argument","name":{"kind":"Name","value":"guestToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentUser"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentUser"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentSource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentSource"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewCommentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"frameOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentTimeOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentScreenShot"}},{"kind":"Field","name":{"kind":"Name","value":"annotationCords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"commentSource"}},{"kind":"Field","name":{"kind":"Name","value":"toEditor"}},{"kind":"Field","name":{"kind":"Name","value":"commentCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"commentAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"isEdited"}},{"kind":"Field","name":{"kind":"Name","value":"commentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecode"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecodeOut"}},{"kind":"Field","name":{"kind":"Name","value":"carriedFromVersion"}},{"kind":"Field","name":{"kind":"Name","value":"carry"}},{"kind":"Field","name":{"kind":"Name","value":"carriedThread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]} as unknown as DocumentNode<AddReviewCommentMutation, AddReviewCommentMutationVariables>;
export const AddReviewLinkApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReviewLinkApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReviewLinkApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderName"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddReviewLinkApprovalMutation, AddReviewLinkApprovalMutationVariables>;
export const VideoPlayerReviewCompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VideoPlayerReviewComplete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isMappedComments"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderAssetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoPlayerReviewComplete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isMappedComments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isMappedComments"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderAssetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderAssetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"guestToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"commentIds"}}]}}]}}]}}]} as unknown as DocumentNode<VideoPlayerReviewCompleteMutation, VideoPlayerReviewCompleteMutationVariables>;
export const ChapterTextChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChapterTextChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterTextChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]} as unknown as DocumentNode<ChapterTextChangesMutation, ChapterTextChangesMutationVariables>;
export const OnReviewAssetCommentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnReviewAssetCommentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewAssetCommentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OnReviewAssetCommentStatusSubscription, OnReviewAssetCommentStatusSubscriptionVariables>;
export const ListAssetVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListAssetVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listAssetVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLink"}}]}}]}}]} as unknown as DocumentNode<ListAssetVersionsQuery, ListAssetVersionsQueryVariables>;
export const ReviewedProjectHeaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewedProjectHeader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getReviewedProjectHeaderDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"asanaLink"}},{"kind":"Field","name":{"kind":"Name","value":"slackLink"}},{"kind":"Field","name":{"kind":"Name","value":"hubspotLink"}},{"kind":"Field","name":{"kind":"Name","value":"frameIoLink"}},{"kind":"Field","name":{"kind":"Name","value":"folderName"}},{"kind":"Field","name":{"kind":"Name","value":"folderPath"}},{"kind":"Field","name":{"kind":"Name","value":"elaspedTime"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewStageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}}]}}]} as unknown as DocumentNode<ReviewedProjectHeaderQuery, ReviewedProjectHeaderQueryVariables>;
export const ListReviewAssetCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListReviewAssetComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listReviewAssetComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"commentFrom"}},{"kind":"Field","name":{"kind":"Name","value":"commentTo"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"frameOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentSource"}},{"kind":"Field","name":{"kind":"Name","value":"commentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"commentCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"commentAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"commentScreenShot"}},{"kind":"Field","name":{"kind":"Name","value":"annotationCords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewCommentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"frameOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentTimeOut"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentScreenShot"}},{"kind":"Field","name":{"kind":"Name","value":"annotationCords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"commentSource"}},{"kind":"Field","name":{"kind":"Name","value":"toEditor"}},{"kind":"Field","name":{"kind":"Name","value":"commentCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"commentAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"isEdited"}},{"kind":"Field","name":{"kind":"Name","value":"commentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecode"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTimecodeOut"}},{"kind":"Field","name":{"kind":"Name","value":"carriedFromVersion"}},{"kind":"Field","name":{"kind":"Name","value":"carry"}},{"kind":"Field","name":{"kind":"Name","value":"carriedThread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"frame"}},{"kind":"Field","name":{"kind":"Name","value":"commentTime"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentUser"}},{"kind":"Field","name":{"kind":"Name","value":"commentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]} as unknown as DocumentNode<ListReviewAssetCommentsQuery, ListReviewAssetCommentsQueryVariables>;
export const ListReviewedProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListReviewedProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listReviewedProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewProjectData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectUuid"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"commentedFolders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewStageFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}}]}}]} as unknown as DocumentNode<ListReviewedProjectsQuery, ListReviewedProjectsQueryVariables>;
export const MarkCommentsCompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkCommentsComplete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isMarkAll"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markCommentsComplete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"isMarkAll"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isMarkAll"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MarkCommentsCompleteMutation, MarkCommentsCompleteMutationVariables>;
export const UpdateReviewAssetCommentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReviewAssetCommentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentCompleted"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReviewAssetCommentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentCompleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentCompleted"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"commentCompleted"}}]}}]}}]} as unknown as DocumentNode<UpdateReviewAssetCommentStatusMutation, UpdateReviewAssetCommentStatusMutationVariables>;
export const AcceptBrokerCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptBrokerComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptCommentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptBrokerCommentsByProjectManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AcceptBrokerCommentsMutation, AcceptBrokerCommentsMutationVariables>;
export const AddReviewAssetsByEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReviewAssetsByEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetLink"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentFolderName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReviewAssetsByEditor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}}},{"kind":"Argument","name":{"kind":"Name","value":"assetLink"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetLink"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentFolderName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentFolderName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLink"}}]}}]}}]} as unknown as DocumentNode<AddReviewAssetsByEditorMutation, AddReviewAssetsByEditorMutationVariables>;
export const ReviewVersionChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewVersionChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"againstAssetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getReviewVersionChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"againstAssetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"againstAssetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"guestToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"againstVersion"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frameIn"}},{"kind":"Field","name":{"kind":"Name","value":"frameOut"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"againstChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frameIn"}},{"kind":"Field","name":{"kind":"Name","value":"frameOut"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewVersionChangesQuery, ReviewVersionChangesQueryVariables>;
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
export const SearchAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auctionData"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchAssets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"auctionData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auctionData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssetCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssetCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"askingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"companyNames"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brokers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<SearchAssetsQuery, SearchAssetsQueryVariables>;
export const PendingAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPendingAssets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssetCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssetCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"askingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"companyNames"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brokers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<PendingAssetsQuery, PendingAssetsQueryVariables>;
export const ProjectCheckoutStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectCheckoutStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectCheckoutStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"projectPlan"}}]}}]}}]} as unknown as DocumentNode<ProjectCheckoutStatusQuery, ProjectCheckoutStatusQueryVariables>;
export const DeletePendingAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePendingAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePendingAssets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeletePendingAssetsMutation, DeletePendingAssetsMutationVariables>;
export const GetVideoDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetVideoData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VideoDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVideoData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3Link"}},{"kind":"Field","name":{"kind":"Name","value":"posterLink"}},{"kind":"Field","name":{"kind":"Name","value":"videoId"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedDate"}},{"kind":"Field","name":{"kind":"Name","value":"assetCrexiId"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isVideoPurchased"}},{"kind":"Field","name":{"kind":"Name","value":"s3LinkRenderId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brokerDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetName"}},{"kind":"Field","name":{"kind":"Name","value":"assetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"brokerName"}},{"kind":"Field","name":{"kind":"Name","value":"brokerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"brokerOfficeFullAddress"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"licenses"}},{"kind":"Field","name":{"kind":"Name","value":"assetImageUrls"}}]}}]}}]}}]} as unknown as DocumentNode<GetVideoDataQuery, GetVideoDataQueryVariables>;
export const GetPurchasedVideoStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPurchasedVideoStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPurchasedVideoStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isVideoPurchased"}},{"kind":"Field","name":{"kind":"Name","value":"assetCrexiId"}},{"kind":"Field","name":{"kind":"Name","value":"s3Link"}},{"kind":"Field","name":{"kind":"Name","value":"brokerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isBrokerRegistered"}}]}}]}}]} as unknown as DocumentNode<GetPurchasedVideoStatusQuery, GetPurchasedVideoStatusQueryVariables>;
export const UpdateVideoWatchTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVideoWatchTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VideoWatchTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVideoWatchTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateVideoWatchTimeMutation, UpdateVideoWatchTimeMutationVariables>;
export const VidpitchTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VidpitchTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVideoTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"segmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"s3Link"}},{"kind":"Field","name":{"kind":"Name","value":"segmentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<VidpitchTemplatesQuery, VidpitchTemplatesQueryVariables>;
export const VidpitchSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VidpitchSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"videoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVideoSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"segmentNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"videoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"videoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentTime"}},{"kind":"Field","name":{"kind":"Name","value":"formData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"attributeValue"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<VidpitchSegmentQuery, VidpitchSegmentQueryVariables>;
export const RenderEditedVideoTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenderEditedVideoTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"videoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formData"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VideoFormItemInput"}}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isEdited"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renderEditedVideoTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"videoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"videoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"formData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formData"}}},{"kind":"Argument","name":{"kind":"Name","value":"isEdited"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isEdited"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<RenderEditedVideoTemplateMutation, RenderEditedVideoTemplateMutationVariables>;
export const VideoRenderedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"VideoRendered"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"videoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoRendered"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"videoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"videoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoId"}},{"kind":"Field","name":{"kind":"Name","value":"renderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<VideoRenderedSubscription, VideoRenderedSubscriptionVariables>;
export const ListVideosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListVideos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listVideos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"videoDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"assetname"}},{"kind":"Field","name":{"kind":"Name","value":"brokername"}},{"kind":"Field","name":{"kind":"Name","value":"assetaddress"}},{"kind":"Field","name":{"kind":"Name","value":"s3_link"}},{"kind":"Field","name":{"kind":"Name","value":"s3_link_gif"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"video_data_status"}},{"kind":"Field","name":{"kind":"Name","value":"video_id"}},{"kind":"Field","name":{"kind":"Name","value":"asset_crexi_id"}},{"kind":"Field","name":{"kind":"Name","value":"watch_time"}}]}}]}}]}}]} as unknown as DocumentNode<ListVideosQuery, ListVideosQueryVariables>;
export const ListUpdatedVideosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ListUpdatedVideos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listUpdatedVideos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoId"}}]}}]}}]} as unknown as DocumentNode<ListUpdatedVideosSubscription, ListUpdatedVideosSubscriptionVariables>;
export const ResendVideoEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVideoEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVideoEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendVideoEmailMutation, ResendVideoEmailMutationVariables>;
export const RerenderVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RerenderVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rerenderVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RerenderVideoMutation, RerenderVideoMutationVariables>;
export const RegisterBrokerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterBroker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerBroker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterBrokerMutation, RegisterBrokerMutationVariables>;
export const CreatePaymentIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentIntent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brokerEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"brokerEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brokerEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>;
export const ConfirmTestPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTestPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientSecret"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"card"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestCardInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTestPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientSecret"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientSecret"}}},{"kind":"Argument","name":{"kind":"Name","value":"card"},"value":{"kind":"Variable","name":{"kind":"Name","value":"card"}}},{"kind":"Argument","name":{"kind":"Name","value":"billing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"videoId"}}]}}]}}]} as unknown as DocumentNode<ConfirmTestPaymentMutation, ConfirmTestPaymentMutationVariables>;
export const GetPaymentIntentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPaymentIntentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientSecret"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPaymentIntentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientSecret"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientSecret"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"videoId"}}]}}]}}]} as unknown as DocumentNode<GetPaymentIntentStatusQuery, GetPaymentIntentStatusQueryVariables>;
export const GetAssetImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAssetImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssetImagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAssetImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3ImageLink"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]} as unknown as DocumentNode<GetAssetImagesQuery, GetAssetImagesQueryVariables>;
export const GetS3ImagePreSignedUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetS3ImagePreSignedUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chapter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getS3ImagePreSignedUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}}},{"kind":"Argument","name":{"kind":"Name","value":"chapter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chapter"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3ImageLink"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]} as unknown as DocumentNode<GetS3ImagePreSignedUrlQuery, GetS3ImagePreSignedUrlQueryVariables>;