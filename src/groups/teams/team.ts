import type { Group } from '../../membership/group.entity';

/** A team as its routes answer with it: a group of kind `team`, its parent its organization. */
export interface Team {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  bio: string | null;
  /** The organization it belongs to, if any: its admins and owners act on the team too. */
  organizationId: number | null;
  timeZone: string;
  createdAt: Date;
  updatedAt: Date;
}

export function teamOf(g: Group): Team {
  return {
    id: g.id,
    name: g.name,
    slug: g.slug,
    logoUrl: g.logoUrl,
    bio: g.bio,
    organizationId: g.parentId,
    timeZone: g.timeZone,
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
  };
}
