import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recipes } from './recipes.table';

export interface UpdateNotesInput {
  db: Db;
  userId: string;
  id: string;
  /** Already bounded by the edge schema; blank notes are stored as null. */
  notes: string;
}

/** Saves the owner's personal notes (one primary-key update); 404 for anyone else's recipe. */
export async function updateNotes({ db, userId, id, notes }: UpdateNotesInput) {
  const value = notes.trim() === '' ? null : notes;
  const updated = await db
    .update(recipes)
    .set({ notes: value })
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
    .returning({ id: recipes.id, notes: recipes.notes });
  const row = updated[0];
  if (!row) throw notFound('Recipe not found');
  return { ok: true as const, notes: row.notes };
}
