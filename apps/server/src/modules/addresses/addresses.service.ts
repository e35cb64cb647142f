import {
  MAX_SAVED_ADDRESSES,
  savedAddressBody,
  stateByCode,
  type SavedAddressDto,
  type SavedAddressListDto,
  type SavedAddressChangeResponse,
} from '@bazaar/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  insertAddress,
  lockUser,
  promoteNewest,
  selectAddresses,
  selectOwnAddress,
  updateAddress,
  type SavedAddressFields,
  type SavedAddressRow,
} from './addresses.repo.js';

type Body = z.output<typeof savedAddressBody>;

export function toSavedAddressDto(r: SavedAddressRow): SavedAddressDto {
  return {
    _id: r.id,
    name: r.name,
    phone: r.phone,
    line1: r.line1,
    ...(r.line2 ? { line2: r.line2 } : {}),
    city: r.city,
    state: r.stateCode,
    stateName: stateByCode(r.stateCode)?.name ?? r.stateCode,
    pincode: r.pincode,
    isDefault: r.isDefault,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const fieldsOf = (b: Body): SavedAddressFields => ({
  name: b.name,
  phone: b.phone,
  line1: b.line1,
  line2: b.line2 ?? null,
  city: b.city,
  stateCode: b.state,
  pincode: b.pincode,
});

const NOT_FOUND = () => notFound('Address');

export async function listAddresses(db: Db, userId: string): Promise<SavedAddressListDto> {
  return { items: (await selectAddresses(db, userId)).map(toSavedAddressDto), max: MAX_SAVED_ADDRESSES };
}

/** Saves a new address; the first one, or one sent with `isDefault: true`, becomes the default. */
export async function createAddress(db: Db, userId: string, body: Body, now: Date): Promise<SavedAddressChangeResponse> {
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const n = await countAddresses(tx, userId);
    if (n >= MAX_SAVED_ADDRESSES)
      throw conflict(`You can keep at most ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use, then save this one.`, { max: MAX_SAVED_ADDRESSES });
    const isDefault = n === 0 || body.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    return insertAddress(tx, { id: newId(), userId, ...fieldsOf(body), isDefault, now });
  });
  return { message: 'Address saved', address: toSavedAddressDto(row) };
}

/**
 * Replaces one of the user's addresses; `isDefault: true` makes it the default. `isDefault: false` on the
 * default is refused: another address becomes the default by being made so.
 */
export async function replaceAddress(db: Db, userId: string, id: string, body: Body, now: Date): Promise<SavedAddressChangeResponse> {
  if (!isUuid(id)) throw NOT_FOUND();
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await selectOwnAddress(tx, userId, id);
    if (!current) throw NOT_FOUND();
    if (current.isDefault && body.isDefault === false)
      throw new AppError('VALIDATION', 'This is your default address. Make another address the default instead.', { field: 'isDefault' });
    if (body.isDefault) await clearDefault(tx, userId, id);
    return (await updateAddress(tx, userId, id, { ...fieldsOf(body), isDefault: body.isDefault, now }))!;
  });
  return { message: body.isDefault && row.isDefault ? 'Address saved as your default' : 'Address saved', address: toSavedAddressDto(row) };
}

/** Deletes one of the user's addresses; when it was the default, the most recently changed one left takes over. */
export async function removeAddress(db: Db, userId: string, id: string): Promise<{ message: string }> {
  if (!isUuid(id)) throw NOT_FOUND();
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const gone = await deleteAddress(tx, userId, id);
    if (!gone) throw NOT_FOUND();
    if (gone.isDefault) await promoteNewest(tx, userId);
  });
  return { message: 'Address deleted' };
}
