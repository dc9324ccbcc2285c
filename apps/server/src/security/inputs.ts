// Operations for the security fuzz, generated from the schema itself, so every root field (today's and part B's) is
// covered without a list to keep up to date: a well-typed sample, then the same call with hostile strings, impossible
// dates, extreme numbers, wrong types and many aliases.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { VideoTemplate } from '../platform/render/types.js';

export interface FuzzOperation {
  /** root field, e.g. Query.searchAssets */
  field: string;
  kind: 'query' | 'mutation' | 'subscription';
  variant: string;
  query: string;
  variables: Record<string, unknown>;
}

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000001';

/** Hostile values put into every String and ID leaf of the arguments at once. */
export const HOSTILE_STRINGS: Record<string, string> = {
  huge: 'x'.repeat(30_000),
  long: 'y'.repeat(5_000),
  nul: 'ab\u0000cd',
  impossibleDate: '2020-02-31',
  sql: "' OR 1=1; DROP TABLE users; --",
  path: '../../../../etc/passwd',
  unicode: '\u202e𝕏\ud83d\ude00\u0301'.repeat(50),
};

/** Extreme values for every Int (and Float) leaf. */
export const EXTREME_NUMBERS: Record<string, number> = {
  intMax: 2147483647,
  intMin: -2147483648,
  zero: 0,
  minusOne: -1,
};

type Leaf = (type: GraphQLInputType, name: string) => unknown;

/** A value of `type` whose leaves come from `leaf`; input objects get every field, lists one item. */
function valueOf(type: GraphQLInputType, name: string, leaf: Leaf, depth = 0): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, name, leaf, depth);
  if (isListType(type)) return depth > 4 ? [] : [valueOf(type.ofType, name, leaf, depth + 1)];
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, valueOf(f.type, f.name, leaf, depth + 1)]));
  }
  return leaf(type, name);
}

const sampleLeaf: Leaf = (type, name) => {
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (!isScalarType(type)) return null;
  switch (type.name) {
    case 'Int':
      return /limit/i.test(name) ? 10 : /offset/i.test(name) ? 0 : 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'ID':
      return SAMPLE_UUID;
    case 'String':
      if (/email/i.test(name)) return 'fuzz@example.com';
      if (/date/i.test(name)) return '2026-01-15';
      if (/id$/i.test(name)) return SAMPLE_UUID;
      return 'test';
    default:
      return 'test';
  }
};

const stringLeaf =
  (value: string): Leaf =>
  (type, name) =>
    isScalarType(type) && (type.name === 'String' || type.name === 'ID') ? value : sampleLeaf(type, name);

const numberLeaf =
  (value: number): Leaf =>
  (type, name) =>
    isScalarType(type) && (type.name === 'Int' || type.name === 'Float') ? value : sampleLeaf(type, name);

/** Every leaf the wrong type: numbers as strings, strings as objects, booleans as numbers. */
const wrongLeaf: Leaf = (type) => {
  if (!isScalarType(type)) return 42;
  if (type.name === 'Int' || type.name === 'Float') return 'not a number';
  if (type.name === 'Boolean') return 7;
  return { nested: ['object'] };
};

/** A selection of `type`: its argument-free leaf fields, and objects two levels down; `__typename` otherwise. */
export function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isUnionType(named) || depth > 2) return '{ __typename }';
  if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
  const parts: string[] = [];
  for (const f of Object.values(named.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    const inner = getNamedType(f.type);
    if (isLeafType(inner)) parts.push(f.name);
    else if (depth < 2) parts.push(`${f.name} ${selectionOf(f.type, depth + 1)}`);
  }
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
}

function operationText(kind: FuzzOperation['kind'], field: GraphQLField<unknown, unknown>, aliases = 0): string {
  const args = field.args as readonly GraphQLArgument[];
  const defs = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const call = `${field.name}${args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : ''} ${selectionOf(field.type)}`;
  const body = aliases ? Array.from({ length: aliases }, (_, i) => `a${i}: ${call}`).join(' ') : call;
  return `${kind} Fuzz${defs} { ${body} }`;
}

const variablesOf = (field: GraphQLField<unknown, unknown>, leaf: Leaf) =>
  Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type, a.name, leaf)]));

/** All operations for every root field of the schema, in a stable order; `extra` adds hostile strings (a URL, say). */
export function fuzzOperations(schema: GraphQLSchema, extra: Record<string, string> = {}): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  for (const [kind, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
      const name = `${root.name}.${field.name}`;
      const add = (variant: string, variables: Record<string, unknown>, aliases = 0) =>
        out.push({ field: name, kind, variant, query: operationText(kind, field, aliases), variables });
      add('sample', variablesOf(field, sampleLeaf));
      for (const [variant, value] of Object.entries({ ...HOSTILE_STRINGS, ...extra })) add(variant, variablesOf(field, stringLeaf(value)));
      for (const [variant, value] of Object.entries(EXTREME_NUMBERS)) add(variant, variablesOf(field, numberLeaf(value)));
      add('wrongTypes', variablesOf(field, wrongLeaf));
      if (kind !== 'subscription') {
        // Over the alias cap, and just under it with the largest page a list allows.
        add('aliases25', variablesOf(field, sampleLeaf), 25);
        add(
          'aliases19limit100',
          variablesOf(field, (t, n) => (/limit|first|last/i.test(n) ? 100 : sampleLeaf(t, n))),
          19,
        );
      }
    }
  }
  return out;
}

/** Slot kinds the renderer reads as a picture (platform/render/engine.ts): whatever a slot is named. */
export const PICTURE_SLOT_KINDS = new Set(['image', 'inset', 'logo', 'qr']);

/**
 * Picture values that must never reach a URL fetch or a file path: the fuzz's listener under several spellings (it
 * answers without end, so a fetch would also show in the server's memory), paths out of the store and a huge value.
 */
export function hostilePictures(listener: string): Record<string, string> {
  return {
    url: `${listener}/picture.png`,
    urlUpper: `${listener.replace(/^http/, 'HTTP')}/picture.png`,
    urlNoScheme: `${listener.replace(/^http:/, '')}/picture.png`,
    dotdot: '../../jwt-secret',
    encoded: '%2e%2e/%2e%2e/jwt-secret',
    absolute: '/etc/passwd',
    huge: 'x'.repeat(19_000),
  };
}

export interface PictureOperation extends FuzzOperation {
  /** A QR code's link is drawn as a code, never fetched: the only picture value a re-render may take. */
  mayBeTaken: boolean;
}

/**
 * renderEditedVideoTemplate for every template id the render domain knows (the builder's 100 included) with one
 * picture slot at a time set to each hostile value (alone, so no other slot's check can refuse it first).
 */
export function pictureSlotOperations(
  templates: readonly VideoTemplate[],
  videoId: string,
  values: Record<string, string>,
): PictureOperation[] {
  const query =
    'mutation Fuzz($videoId: String!, $templateId: Int!, $formData: [[VideoFormItemInput!]!]) { renderEditedVideoTemplate(videoId: $videoId, templateId: $templateId, formData: $formData, isEdited: true) { uuid } }';
  const out: PictureOperation[] = [];
  for (const t of templates) {
    t.chapters.forEach((chapter, n) => {
      // only where the slot is editable: the re-render reads a sent value nowhere else (a field shown in two chapters, as
      // the logo, is read from the chapter where it is editable), so a value sent elsewhere is ignored, not taken
      for (const slot of chapter.slots.filter((s) => s.editable && PICTURE_SLOT_KINDS.has(s.kind))) {
        for (const [variant, value] of Object.entries(values)) {
          const formData = t.chapters.map((_, i) => (i === n ? [{ label: slot.label, attributeValue: slot.attributeValue, value }] : []));
          out.push({
            field: 'Mutation.renderEditedVideoTemplate',
            kind: 'mutation',
            variant: `template ${t.templateId} ${slot.attributeValue} ${variant}`,
            query,
            variables: { videoId, templateId: t.templateId, formData },
            mayBeTaken: slot.kind === 'qr' && /^https?:\/\//i.test(value),
          });
        }
      }
    });
  }
  return out;
}
