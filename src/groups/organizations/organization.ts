import type { Group } from '../../membership/group.entity';

/** A company on the service, as its routes answer with it: a group of kind `organization`, with no parent. */
export interface Organization {
  id: number;
  name: string;
  slug: string;
  createdAt: Date;
  updatedAt: Date;
}

export function organizationOf(g: Group): Organization {
  return { id: g.id, name: g.name, slug: g.slug, createdAt: g.createdAt, updatedAt: g.updatedAt };
}
