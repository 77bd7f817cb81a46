import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { hasFeature, type PlanType, type ProFeature } from '#core/kernel/plans';
import {
  INVITE_TTL_DAYS,
  MAX_HOUSEHOLD_MEMBERS,
  type Household,
  type InvitePreview,
  type householdInviteSchema,
  type HouseholdSummary,
  type joinHouseholdResponseSchema,
  type leaveHouseholdResponseSchema,
} from '#core/schemas/household';
import type { successResponseSchema } from '#core/schemas/kitchen';
import type { Db } from '../../db/client';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { ApiError, badRequest, conflict, forbidden, notFound, planRequired } from '../../lib/errors';
import { idSource, nextId, type IdSource } from '../../lib/ids';
import { currentPlan } from '../billing/entitlement.service';
import { publicNameQuery } from '../users/public-identity.service';
import { userProfilesQuery } from '../users/users.service';
import { householdInvites, householdMembers, households, type HouseholdRole } from './households.table';

/** Household services: plain inputs, no Hono context. `now` and the id/token makers are passed in. */
export interface HouseholdDeps extends IdSource {
  db: Db;
  now: Date;
  newToken?: () => string;
}

/**
 * The statement that unlinks from `planOwnerId`'s meal plan the saved recipes of `authorId` (or,
 * without it, of everyone but the owner), for the batch that takes someone out of a household:
 * meal-plans/meal-plans.service.ts `detachRecipesStatement`, passed in by the caller because the
 * meal plans sit above households (they read who eats in a kitchen).
 */
export type DetachRecipes = (db: Db, planOwnerId: string, at: string, authorId?: string) => BatchItem<'sqlite'>;

/** What taking someone out of a household needs. */
export interface HouseholdLeaveDeps {
  db: Db;
  now?: Date;
  detachRecipes: DetachRecipes;
}

/** Who is asking: the session user's id and entitled plan. */
export interface HouseholdUser {
  id: string;
  planType: PlanType;
}

export interface Membership {
  memberId: string;
  householdId: string;
  ownerId: string;
  role: HouseholdRole;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const inviteInvalid = () => new ApiError(404, 'invite_invalid', 'This invite link is not valid');
const inviteExpired = () => new ApiError(410, 'invite_expired', 'This invite link has expired');
const inviteUsed = () => new ApiError(410, 'invite_used', 'This invite link has already been used');
const alreadyIn = () => new ApiError(409, 'already_in_household', 'You are already in a household');
const householdFull = () => new ApiError(409, 'household_full', `A household holds at most ${MAX_HOUSEHOLD_MEMBERS} people`);
const notInHousehold = () => notFound('You are not in a household');

/** The caller's household membership (one read by household_members_user_idx), or null. */
export async function membershipOf({ db }: Pick<HouseholdDeps, 'db'>, userId: string): Promise<Membership | null> {
  const row = await db
    .select({ memberId: householdMembers.id, householdId: householdMembers.householdId, ownerId: households.ownerId, role: householdMembers.role })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(eq(householdMembers.userId, userId))
    .get();
  return row ?? null;
}

async function memberCount(db: Db, householdId: string): Promise<number> {
  const row = await db.select({ n: count() }).from(householdMembers).where(eq(householdMembers.householdId, householdId)).get();
  return row?.n ?? 0;
}

/** The caller's household, made (with them as owner) when they have none yet. */
async function ownHousehold(deps: HouseholdDeps, userId: string): Promise<Membership> {
  const found = await membershipOf(deps, userId);
  if (found) return found;
  const newId = idSource(deps);
  const id = newId();
  const at = deps.now.toISOString();
  try {
    await deps.db.batch([
      deps.db.insert(households).values({ id, ownerId: userId, createdAt: at }),
      deps.db.insert(householdMembers).values({ id: newId(), householdId: id, userId, role: 'owner', joinedAt: at }),
    ]);
  } catch (err) {
    // A concurrent request made it (unique owner_id / user_id): use that one.
    const raced = await membershipOf(deps, userId);
    if (raced) return raced;
    throw err;
  }
  const made = await membershipOf(deps, userId);
  if (!made) throw new Error('household not created');
  return made;
}

/**
 * `POST /api/household/invites`: a single-use link valid for 7 days. Only a Pro user who owns
 * their household (or has none yet: it is made now) may invite; only the token's hash is kept.
 */
export async function createInvite(deps: HouseholdDeps, user: HouseholdUser, origin: string): Promise<z.infer<typeof householdInviteSchema>> {
  const existing = await membershipOf(deps, user.id);
  if (existing && existing.role !== 'owner') throw forbidden('Only the household owner can invite');
  if (!hasFeature(user.planType, 'household')) throw planRequired('Inviting to a household needs a Pro plan');
  const household = existing ?? (await ownHousehold(deps, user.id));
  const token = (deps.newToken ?? (() => randomToken(32)))();
  const expiresAt = new Date(deps.now.getTime() + INVITE_TTL_DAYS * DAY_MS).toISOString();
  await deps.db.insert(householdInvites).values({
    tokenHash: await sha256Hex(token),
    householdId: household.householdId,
    createdAt: deps.now.toISOString(),
    expiresAt,
  });
  return { token, invite_url: `${origin}/household/join?token=${encodeURIComponent(token)}`, expires_at: expiresAt };
}

/**
 * `GET /api/household/invites/{token}`: whose household the link is for and whether it still
 * works, before the invitee signs in (anyone with the link may ask; the invite is not spent).
 * The owner is named as the household names them, and only when they show their name
 * (`show_real_name`, docs/product.md "Community"); nothing else about the household is told.
 */
export async function invitePreview({ db, now }: Pick<HouseholdDeps, 'db' | 'now'>, token: string): Promise<InvitePreview> {
  const tokenHash = await sha256Hex(token);
  const members = sql<number>`(select count(*) from ${householdMembers} where ${householdMembers.householdId} = ${householdInvites.householdId})`;
  const row = await db
    .select({ usedAt: householdInvites.usedAt, expiresAt: householdInvites.expiresAt, ownerName: publicNameQuery(households.ownerId), members })
    .from(householdInvites)
    .innerJoin(households, eq(households.id, householdInvites.householdId))
    .where(eq(householdInvites.tokenHash, tokenHash))
    .get();
  if (!row) return { owner_name: null, status: 'invalid', expires_at: null };
  const status = row.usedAt ? 'used' : row.expiresAt <= now.toISOString() ? 'expired' : row.members >= MAX_HOUSEHOLD_MEMBERS ? 'full' : 'open';
  return { owner_name: row.ownerName, status, expires_at: row.expiresAt };
}

/** A membership the caller may give up to join another household: their own, empty household. */
async function clearEmptyOwnHousehold(db: Db, mine: Membership | null, householdId: string) {
  if (!mine) return;
  if (mine.householdId === householdId || mine.role !== 'owner') throw alreadyIn();
  if ((await memberCount(db, mine.householdId)) > 1) throw alreadyIn();
  await db.delete(households).where(eq(households.id, mine.householdId));
}

/**
 * `POST /api/household/join { token }`. The invite is spent and the member added in one batch:
 * the spend is conditional (unused, unexpired, room left), so two people racing for one link get
 * one membership, and a failed insert (already in a household) leaves the link unspent.
 */
export async function joinHousehold(deps: HouseholdDeps, userId: string, token: string): Promise<z.infer<typeof joinHouseholdResponseSchema>> {
  const { db } = deps;
  const tokenHash = await sha256Hex(token);
  const invite = await db.select().from(householdInvites).where(eq(householdInvites.tokenHash, tokenHash)).get();
  if (!invite) throw inviteInvalid();
  if (invite.usedAt) throw inviteUsed();
  const at = deps.now.toISOString();
  if (invite.expiresAt <= at) throw inviteExpired();
  await clearEmptyOwnHousehold(db, await membershipOf({ db }, userId), invite.householdId);
  if ((await memberCount(db, invite.householdId)) >= MAX_HOUSEHOLD_MEMBERS) throw householdFull();
  const memberId = nextId(deps);
  const room = sql`(select count(*) from ${householdMembers} where ${householdMembers.householdId} = ${invite.householdId}) < ${MAX_HOUSEHOLD_MEMBERS}`;
  let spent: { tokenHash: string }[];
  try {
    [spent] = await db.batch([
      db
        .update(householdInvites)
        .set({ usedAt: at, usedBy: userId })
        .where(and(eq(householdInvites.tokenHash, tokenHash), isNull(householdInvites.usedAt), gt(householdInvites.expiresAt, at), room))
        .returning({ tokenHash: householdInvites.tokenHash }),
      db.insert(householdMembers).select(
        db
          .select({
            id: sql<string>`${memberId}`.as('id'),
            householdId: householdInvites.householdId,
            userId: sql<string>`${userId}`.as('user_id'),
            role: sql<HouseholdRole>`'member'`.as('role'),
            joinedAt: sql<string>`${at}`.as('joined_at'),
          })
          .from(householdInvites)
          .where(and(eq(householdInvites.tokenHash, tokenHash), eq(householdInvites.usedBy, userId), eq(householdInvites.usedAt, at))),
      ),
    ]);
  } catch (err) {
    if (/UNIQUE constraint failed/i.test(`${String(err)} ${String((err as Error).cause)}`)) throw alreadyIn();
    throw err;
  }
  if (spent.length === 0) {
    const again = await db.select({ usedAt: householdInvites.usedAt }).from(householdInvites).where(eq(householdInvites.tokenHash, tokenHash)).get();
    throw again?.usedAt ? inviteUsed() : householdFull();
  }
  return { household_id: invite.householdId };
}

/** A member of the caller's household: their handle (the API's name for them), user id and name. */
export interface HouseholdPerson {
  handle: string;
  userId: string;
  name: string;
}

/**
 * The caller's household members in joining order (one indexed read), or [] outside a household.
 * For "who's eating" (docs/decisions/056-whos-eating.md).
 */
export async function householdPeople({ db }: Pick<HouseholdDeps, 'db'>, userId: string): Promise<HouseholdPerson[]> {
  const me = alias(householdMembers, 'me');
  const users = userProfilesQuery(db);
  return db
    .select({ handle: householdMembers.id, userId: householdMembers.userId, name: users.name })
    .from(me)
    .innerJoin(householdMembers, eq(householdMembers.householdId, me.householdId))
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(eq(me.userId, userId))
    .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.id));
}

/** The user ids of the named handles; a handle not among `people` (not a current member) is 400. */
export function peopleByHandles(people: readonly HouseholdPerson[], handles: readonly string[]): string[] {
  const byHandle = new Map(people.map((person) => [person.handle, person.userId]));
  const ids = handles.map((handle) => byHandle.get(handle));
  if (ids.some((id) => id === undefined)) throw badRequest('Those people are not in your household', 'eaters: not members of your household');
  return [...new Set(ids as string[])];
}

/** `GET /api/household`: the caller's household with its members (opaque handles), or null. */
export async function getHousehold(deps: HouseholdDeps, user: HouseholdUser): Promise<Household | null> {
  const { db } = deps;
  const me = alias(householdMembers, 'me');
  const users = userProfilesQuery(db);
  const rows = await db
    .select({
      id: householdMembers.id,
      householdId: householdMembers.householdId,
      userId: householdMembers.userId,
      role: householdMembers.role,
      joinedAt: householdMembers.joinedAt,
      name: users.name,
      picture: users.picture,
      ownerId: households.ownerId,
    })
    .from(me)
    .innerJoin(householdMembers, eq(householdMembers.householdId, me.householdId))
    .innerJoin(households, eq(households.id, me.householdId))
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(eq(me.userId, user.id))
    .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.id));
  const first = rows[0];
  if (!first) return null;
  const owner = rows.find((row) => row.role === 'owner');
  const mine = rows.find((row) => row.userId === user.id);
  return {
    id: first.householdId,
    owner_id: owner?.id ?? '',
    role: mine?.role ?? 'member',
    kitchen_pro: await kitchenPro(deps, user, first.ownerId),
    max_members: MAX_HOUSEHOLD_MEMBERS,
    members: rows.map((row) => ({
      id: row.id,
      name: row.name,
      picture: row.picture,
      role: row.role,
      joined_at: row.joinedAt,
      is_me: row.userId === user.id,
    })),
  };
}

/** Whether `user` may use the kitchen of `ownerId`: their own Pro, or (in a household) the owner's. */
export async function kitchenPro(
  deps: Pick<HouseholdDeps, 'db' | 'now'>,
  user: HouseholdUser,
  ownerId: string,
  feature: ProFeature = 'household',
) {
  if (hasFeature(user.planType, feature) || ownerId === user.id) return hasFeature(user.planType, feature);
  return hasFeature(await currentPlan(deps, ownerId), feature);
}

/** The short form for `GET /api/users/me`, or null. */
export async function householdSummary(deps: HouseholdDeps, user: HouseholdUser): Promise<HouseholdSummary | null> {
  const mine = await membershipOf(deps, user.id);
  if (!mine) return null;
  return {
    id: mine.householdId,
    role: mine.role,
    member_count: await memberCount(deps.db, mine.householdId),
    kitchen_pro: await kitchenPro(deps, user, mine.ownerId),
  };
}

/** `DELETE /api/household/members/{id}`: the owner removes a member (named by its handle). */
export async function removeMember(
  deps: HouseholdDeps & HouseholdLeaveDeps,
  ownerUserId: string,
  memberId: string,
): Promise<z.infer<typeof successResponseSchema>> {
  const { db } = deps;
  const mine = await membershipOf(deps, ownerUserId);
  if (!mine) throw notInHousehold();
  if (mine.role !== 'owner') throw forbidden('Only the household owner can remove members');
  const target = await db
    .select({ userId: householdMembers.userId, role: householdMembers.role })
    .from(householdMembers)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.householdId, mine.householdId)))
    .get();
  if (!target) throw notFound('Member not found');
  if (target.role === 'owner') throw conflict('The owner cannot be removed; leaving dissolves the household');
  await db.batch([
    deps.detachRecipes(db, mine.ownerId, deps.now.toISOString(), target.userId),
    db.delete(householdMembers).where(eq(householdMembers.id, memberId)),
  ]);
  return { success: true };
}

/**
 * Takes `userId` out of their household: a member leaves (their saved recipes leave the shared
 * plan with them); an owner dissolves it (members go back to their own kitchens, which were never
 * touched). Answers what happened; nothing when the user is in no household.
 */
export async function leaveAllHouseholds({ db, now = new Date(), detachRecipes }: HouseholdLeaveDeps, userId: string) {
  const mine = await membershipOf({ db }, userId);
  if (!mine) return { left: false, dissolved: false };
  const at = now.toISOString();
  if (mine.role === 'owner') {
    await db.batch([detachRecipes(db, userId, at), db.delete(households).where(eq(households.id, mine.householdId))]);
    return { left: true, dissolved: true };
  }
  await db.batch([
    detachRecipes(db, mine.ownerId, at, userId),
    db.delete(householdMembers).where(eq(householdMembers.id, mine.memberId)),
  ]);
  return { left: true, dissolved: false };
}

/** `POST /api/household/leave`: 404 when the caller is in no household. */
export async function leaveHousehold(deps: HouseholdDeps & HouseholdLeaveDeps, userId: string): Promise<z.infer<typeof leaveHouseholdResponseSchema>> {
  const result = await leaveAllHouseholds(deps, userId);
  if (!result.left) throw notInHousehold();
  return { success: true, dissolved: result.dissolved };
}
