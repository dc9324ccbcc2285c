// The order of a listing (part A §2 "Property detail", §7): the eight tabs' data, the boundary map, the plan, the
// feed sync with its gallery subscription, and checkout. Resolvers parse with the shared zod schemas and call services.
import { z } from 'zod';
import {
  addAssetDetailsSchema,
  addBrokerEmailSchema,
  assetIdSchema,
  checkoutSchema,
  dealMapSchema,
  planNameSchema,
  quotePropertiesSchema,
} from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { parseArgs, parseInput } from '../../platform/errors.js';
import { sanitiseOptionalRichText } from '../../platform/rich-text.js';
import { MessageResult } from '../../graphql/common.js';
import { viewerOf } from '../../graphql/common.js';
import { AssetLocation, SearchBroker } from './sales.graphql.js';
import type {
  AssetDetailView,
  AssetPlanView,
  AssetView,
  CheckoutResult,
  DefaultBrokerView,
  GalleryImageView,
  GallerySyncedEvent,
  NearbyPlaceView,
  SyncResult,
} from './order.types.js';
import type { AuctionDates, GeoPoint, IncludedBroker, InteriorVideoContact, UserInstructions } from './sales.table.js';
import * as order from './order.service.js';
import { checkout } from './checkout.service.js';
import { assetThumbnailUrl, getAssetGalleryUrl, syncAssetDetails } from './feed.service.js';

// ---- output types

const DetailField = builder.objectRef<{ name: string; value: string }>('AssetDetailField').implement({
  description: "One of the listing's remaining detail fields; the screen makes a heading from the camel-case name.",
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

const AssetDetailsInfo = builder.objectRef<AssetView>('AssetDetailsInfo').implement({
  fields: (t) => ({
    propertyType: t.string({ nullable: true, resolve: (a) => a.asset.propertyType }),
    fields: t.field({
      type: [DetailField],
      resolve: (a) =>
        Object.entries(a.asset.details)
          .filter(([k, v]) => k !== 'askingPrice' && v !== null && v !== undefined && v !== '')
          .map(([name, value]) => ({ name, value: typeof value === 'object' ? JSON.stringify(value) : String(value) })),
    }),
  }),
});

const OrderAsset = builder.objectRef<AssetView>('OrderAsset').implement({
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.asset.id }),
    name: t.string({ resolve: (a) => a.asset.name }),
    brokers: t.field({ type: [SearchBroker], resolve: (a) => a.brokers }),
    crexiUrl: t.string({ nullable: true, resolve: (a) => a.asset.crexiUrl }),
    askingPrice: t.float({ nullable: true, resolve: (a) => (a.asset.askingPrice === null ? null : Number(a.asset.askingPrice)) }),
    description: t.string({ nullable: true, resolve: (a) => a.asset.description }),
    thumbnailUrl: t.string({ nullable: true, resolve: (a, _args, ctx) => assetThumbnailUrl(ctx.services.storage, a.asset.thumbnailUrl) }),
    marketingDescription: t.string({
      nullable: true,
      description: 'HTML (the rich-text allowlist).',
      resolve: (a) => sanitiseOptionalRichText(a.asset.marketingDescription),
    }),
    assetCrexiId: t.string({ resolve: (a) => a.asset.assetCrexiId }),
    companyNames: t.stringList({ resolve: (a) => [...new Set(a.brokers.flatMap((b) => (b.company ? [b.company] : [])))] }),
    locations: t.field({ type: [AssetLocation], resolve: (a) => [a.asset] }),
    details: t.field({ type: AssetDetailsInfo, resolve: (a) => a }),
    activatedOn: t.string({ nullable: true, resolve: (a) => a.asset.activatedOn?.toISOString() ?? null }),
    updatedOn: t.string({ nullable: true, resolve: (a) => a.asset.updatedOn?.toISOString() ?? null }),
    status: t.string({ nullable: true, resolve: (a) => a.asset.listingStatus }),
    isPrivate: t.boolean({ resolve: (a) => a.asset.isPrivate }),
    latitude: t.float({ nullable: true, resolve: (a) => (a.asset.latitude === null ? null : Number(a.asset.latitude)) }),
    longitude: t.float({ nullable: true, resolve: (a) => (a.asset.longitude === null ? null : Number(a.asset.longitude)) }),
    galleryCount: t.exposeInt('galleryCount'),
  }),
});

const NearbyPlace = builder.objectRef<NearbyPlaceView>('NearbyPlace').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    distanceFromAsset: t.exposeInt('distanceFromAsset'),
    delete: t.boolean({ resolve: () => false }),
  }),
});

const InteriorContact = builder.objectRef<InteriorVideoContact>('InteriorVideoContact').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    shootDate: t.exposeString('shootDate', { nullable: true }),
    shootTime: t.exposeString('shootTime', { nullable: true, description: 'hh:mm:ss' }),
    additionalNotes: t.exposeString('additionalNotes', { nullable: true }),
  }),
});

const Auction = builder.objectRef<AuctionDates & { id: string }>('AuctionDates').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    auction_1: t.exposeString('auction_1', { nullable: true }),
    auction_2: t.exposeString('auction_2', { nullable: true }),
    auction_3: t.exposeString('auction_3', { nullable: true }),
    auction_4: t.exposeString('auction_4', { nullable: true }),
  }),
});

const CallToAction = builder.objectRef<{ text: string }>('CallToAction').implement({
  fields: (t) => ({ text: t.exposeString('text') }),
});

const DefaultBroker = builder.objectRef<DefaultBrokerView>('DefaultBroker').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    affiliation: t.exposeString('affiliation', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    company: t.exposeString('company'),
    companyUrl: t.exposeString('companyUrl'),
    marketArea: t.exposeString('marketArea', { nullable: true }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'A URL to show the photo.' }),
    companyLogoUrl: t.exposeString('companyLogoUrl', { nullable: true, description: 'A URL to show the logo.' }),
    imageKey: t.exposeString('imageKey', {
      nullable: true,
      description: 'Storage key default_broker/{uuid}/image, sent back as imageUrl.',
    }),
    companyLogoKey: t.exposeString('companyLogoKey', { nullable: true, description: 'Storage key default_broker/{uuid}/logo.' }),
  }),
});

const IncludedBrokerRef = builder.objectRef<IncludedBroker>('IncludedBroker').implement({
  fields: (t) => ({ id: t.exposeID('id'), isIncluded: t.exposeBoolean('isIncluded'), isLead: t.exposeBoolean('isLead') }),
});

const GeoPointRef = builder.objectRef<GeoPoint>('GeoPoint').implement({
  fields: (t) => ({ lat: t.exposeFloat('lat'), lng: t.exposeFloat('lng') }),
});

const Instructions = builder.objectRef<UserInstructions>('UserInstructions').implement({
  fields: (t) => ({
    mapping_question_1: t.exposeString('mapping_question_1', { nullable: true }),
    mapping_question_2: t.exposeString('mapping_question_2', { nullable: true }),
    mapping_question_3: t.exposeString('mapping_question_3', { nullable: true }),
  }),
});

const AssetDetail = builder.objectRef<AssetDetailView>('AssetDetail').implement({
  fields: (t) => ({
    asset: t.field({ type: OrderAsset, resolve: (d) => d.asset }),
    nearbyCities: t.field({ type: [NearbyPlace], resolve: (d) => d.nearbyCities }),
    nearbyCallouts: t.field({ type: [NearbyPlace], resolve: (d) => d.nearbyCallouts }),
    interiorVideoContact: t.field({ type: InteriorContact, nullable: true, resolve: (d) => d.interiorVideoContact }),
    auction: t.field({ type: Auction, nullable: true, resolve: (d) => d.auction }),
    callToAction: t.field({ type: CallToAction, nullable: true, resolve: (d) => d.callToAction }),
    eliteAuction: t.exposeString('eliteAuction', { nullable: true }),
    crexiDefaultBrokers: t.field({ type: [DefaultBroker], resolve: (d) => d.crexiDefaultBrokers }),
    includedBrokers: t.field({ type: [IncludedBrokerRef], resolve: (d) => d.includedBrokers }),
    mapScreenshot: t.exposeString('mapScreenshot', { nullable: true }),
    mapScreenshotKey: t.exposeString('mapScreenshotKey', { nullable: true }),
    mapGeopoints: t.field({ type: [GeoPointRef], nullable: true, resolve: (d) => d.mapGeopoints }),
    userInstructions: t.field({ type: Instructions, nullable: true, resolve: (d) => d.userInstructions }),
    projectPlan: t.exposeString('projectPlan'),
    status: t.exposeString('status', { nullable: true }),
    savedTab: t.exposeInt('savedTab', { nullable: true }),
    isPending: t.exposeBoolean('isPending'),
  }),
});

const AssetPlan = builder.objectRef<AssetPlanView>('AssetPlan').implement({
  fields: (t) => ({
    assetId: t.exposeID('assetId'),
    projectPlan: t.exposeString('projectPlan'),
    planId: t.exposeID('planId', { nullable: true }),
    price: t.exposeFloat('price', { nullable: true }),
  }),
});

const GalleryImage = builder.objectRef<GalleryImageView>('GalleryImage').implement({
  fields: (t) => ({
    image_url: t.exposeString('image_url'),
    thumbnail_url: t.exposeString('thumbnail_url', { nullable: true }),
  }),
});

const SyncResultRef = builder.objectRef<SyncResult>('SyncResult').implement({
  fields: (t) => ({ success: t.exposeBoolean('success'), message: t.exposeString('message') }),
});

const GallerySynced = builder.objectRef<GallerySyncedEvent>('GallerySynced').implement({
  fields: (t) => ({ assetId: t.exposeID('assetId'), success: t.exposeBoolean('success'), message: t.exposeString('message') }),
});

const CheckoutResultRef = builder.objectRef<CheckoutResult>('CheckoutResult').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    projectId: t.exposeID('projectId'),
    projectNumber: t.exposeInt('projectNumber'),
    projectPlan: t.exposeString('projectPlan'),
  }),
});

// ---- input types

const DefaultBrokerInput = builder.inputType('DefaultBrokerInput', {
  fields: (t) => ({
    uuid: t.id({ required: true }),
    firstname: t.string({ required: true }),
    lastname: t.string({ required: true }),
    affiliation: t.string(),
    title: t.string(),
    phone: t.string({ required: true }),
    email: t.string({ required: true }),
    company: t.string({ required: true }),
    companyUrl: t.string({ required: true }),
    marketArea: t.string(),
    imageUrl: t.string({ description: 'Storage key default_broker/{uuid}/image' }),
    companyLogoUrl: t.string({ description: 'Storage key default_broker/{uuid}/logo' }),
  }),
});

const NearbyPlaceInput = builder.inputType('NearbyPlaceInput', {
  fields: (t) => ({
    id: t.id(),
    name: t.string({ required: true }),
    distanceFromAsset: t.int({ required: true }),
    delete: t.boolean(),
  }),
});

const InteriorVideoContactInput = builder.inputType('InteriorVideoContactInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string({ required: true }),
    phone: t.string(),
    shootDate: t.string({ description: 'YYYY-MM-DD, today or later' }),
    shootTime: t.string({ description: 'hh:mm:ss in 15-minute steps' }),
    additionalNotes: t.string(),
  }),
});

const AuctionInput = builder.inputType('AuctionInput', {
  fields: (t) => ({
    auction_1: t.string(),
    auction_2: t.string(),
    auction_3: t.string(),
    auction_4: t.string(),
  }),
});

const UserInstructionsInput = builder.inputType('UserInstructionsInput', {
  fields: (t) => ({
    mapping_question_1: t.string(),
    mapping_question_2: t.string(),
    mapping_question_3: t.string(),
  }),
});

const GeoPointInput = builder.inputType('GeoPointInput', {
  fields: (t) => ({ lat: t.float({ required: true }), lng: t.float({ required: true }) }),
});

const IncludedBrokerInput = builder.inputType('IncludedBrokerInput', {
  fields: (t) => ({ id: t.id({ required: true }), isIncluded: t.boolean({ required: true }), isLead: t.boolean({ required: true }) }),
});

const DealMapInput = builder.inputType('DealMapInput', {
  fields: (t) => ({
    deal_map_screenshot: t.string({ required: true, description: 'Storage key of the uploaded screenshot' }),
    deal_map_geopoints: t.field({ type: [GeoPointInput], required: true }),
    deal_map_instructions: t.field({ type: UserInstructionsInput }),
  }),
});

const QuotePropertiesInput = builder.inputType('QuotePropertiesInput', {
  fields: (t) => ({
    planName: t.string({ required: true }),
    eliteAuction: t.string(),
    price: t.float({ required: true }),
    notes: t.string(),
  }),
});

// ---- operations

builder.queryFields((t) => ({
  getAssetDetails: t.field({
    type: AssetDetail,
    authScopes: access('getAssetDetails'),
    args: { assetId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => order.getAssetDetails(ctx.services, viewerOf(ctx), parseInput(assetIdSchema, a.assetId)),
  }),
  getAssetPlan: t.field({
    type: AssetPlan,
    authScopes: access('getAssetPlan'),
    args: { assetId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => order.getAssetPlan(ctx.services, viewerOf(ctx), parseInput(assetIdSchema, a.assetId)),
  }),
  getAssetGalleryUrl: t.field({
    type: [GalleryImage],
    authScopes: access('getAssetGalleryUrl'),
    args: { assetCrexiId: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => getAssetGalleryUrl(ctx.services, parseInput(z.string().trim().min(1).max(64), a.assetCrexiId)),
  }),
}));

builder.mutationFields((t) => ({
  addAssetDetails: t.field({
    type: MessageResult,
    authScopes: access('addAssetDetails'),
    args: {
      assetId: t.arg.id({ required: true }),
      crexiDefaultBrokers: t.arg({ type: [DefaultBrokerInput] }),
      status: t.arg.string(),
      projectPlan: t.arg.string(),
      userInstructions: t.arg({ type: UserInstructionsInput }),
      nearbyCities: t.arg({ type: [NearbyPlaceInput] }),
      nearbyCallouts: t.arg({ type: [NearbyPlaceInput] }),
      callToAction: t.arg.string(),
      interiorVideoContact: t.arg({ type: InteriorVideoContactInput }),
      eliteAuction: t.arg.string(),
      mapScreenshot: t.arg.string(),
      mapGeopoints: t.arg({ type: [GeoPointInput] }),
      auction: t.arg({ type: AuctionInput }),
      includedBrokers: t.arg({ type: [IncludedBrokerInput] }),
      savedTab: t.arg.int({ description: 'Save For Later: the tab the pending order reopens on.' }),
    },
    // Arguments left out keep what was saved; an argument sent as null clears it (call to action, interior contact).
    resolve: (_r, a, ctx) => order.addAssetDetails(ctx.services, viewerOf(ctx), parseInput(addAssetDetailsSchema, a)),
  }),
  addNewBrokerToAsset: t.field({
    type: MessageResult,
    authScopes: access('addNewBrokerToAsset'),
    args: { id: t.arg.id({ required: true, description: 'The asset' }), email: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) =>
      order.addNewBrokerToAsset(
        ctx.services,
        viewerOf(ctx),
        parseInput(assetIdSchema, a.id),
        parseInput(addBrokerEmailSchema, { email: a.email }).email,
      ),
  }),
  addAssetPlan: t.field({
    type: MessageResult,
    authScopes: access('addAssetPlan'),
    args: { assetId: t.arg.id({ required: true }), planName: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) =>
      order.addAssetPlan(ctx.services, viewerOf(ctx), parseInput(assetIdSchema, a.assetId), parseInput(planNameSchema, a.planName)),
  }),
  syncAssetDetails: t.field({
    type: SyncResultRef,
    authScopes: access('syncAssetDetails'),
    args: { assetId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => syncAssetDetails(ctx.services, parseInput(assetIdSchema, a.assetId)),
  }),
  saveDealMap: t.field({
    type: MessageResult,
    authScopes: access('saveDealMap'),
    args: {
      data: t.arg({ type: DealMapInput, required: true }),
      userId: t.arg.id({ description: 'Ignored: the map is saved as the signed-in person.' }),
      assetId: t.arg.id({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      order.saveDealMap(ctx.services, viewerOf(ctx), parseInput(assetIdSchema, a.assetId), parseInput(dealMapSchema, a.data)),
  }),
  addQuotePropertiesToHubspot: t.field({
    type: MessageResult,
    authScopes: access('addQuotePropertiesToHubspot'),
    args: {
      data: t.arg({ type: QuotePropertiesInput, required: true }),
      userId: t.arg.id({ description: 'Ignored: the quote is saved as the signed-in person.' }),
      assetId: t.arg.id({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      order.addQuotePropertiesToHubspot(
        ctx.services,
        viewerOf(ctx),
        parseInput(assetIdSchema, a.assetId),
        parseArgs(quotePropertiesSchema, a.data),
      ),
  }),
  checkout: t.field({
    type: CheckoutResultRef,
    authScopes: access('checkout'),
    args: {
      assetId: t.arg.id({ required: true }),
      planId: t.arg.id(),
      eliteAuction: t.arg.string(),
      planName: t.arg.string(),
    },
    resolve: (_r, a, ctx) => checkout(ctx.services, viewerOf(ctx), parseArgs(checkoutSchema, a), ctx.origin),
  }),
}));

builder.subscriptionFields((t) => ({
  assetGalleriesSynced: t.field({
    type: GallerySynced,
    description: "The end of one asset's gallery processing after syncAssetDetails: success or failure.",
    authScopes: access('assetGalleriesSynced'),
    args: { assetId: t.arg.id({ required: true }) },
    subscribe: (_r, a, ctx) => ctx.services.live.subscribe('assetGalleriesSynced', parseInput(assetIdSchema, a.assetId)),
    resolve: (e) => e,
  }),
}));
