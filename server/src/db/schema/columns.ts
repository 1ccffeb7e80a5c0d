/**
 * Column shapes many tables share: the owning user and site (rows go with them) and the
 * creation time. One definition, so every table references its owners the same way.
 */
import { integer, timestamp } from 'drizzle-orm/pg-core'
import { sites } from './site'
import { users } from './user'

export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })
export const siteRef = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' })
export const created = () => timestamp('created_at', { withTimezone: true }).notNull()
