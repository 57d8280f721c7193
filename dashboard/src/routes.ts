/**
 * The dashboard's addresses: `#/<page>` for a page and `#/<page>/<id>` for one object on it (a
 * payment, a link, an invoice, a sale, a batch, a dispute, a webhook endpoint), so any of them can
 * be reloaded, bookmarked and shared.
 */
export interface Route {
  page: string;
  objectId: string | undefined;
}

/** Addresses used before objects had their own: kept working. */
const RENAMED: Record<string, string> = { links: 'payment-links' };

export function currentRoute(): Route {
  const [page = '', objectId] = location.hash.replace(/^#\/?/, '').split('/');
  return { page: RENAMED[page] ?? (page || 'home'), objectId: objectId ? decodeURIComponent(objectId) : undefined };
}

/** The address of a page, or of one object on it. */
export const hrefOf = (page: string, objectId?: string) => `#/${page}${objectId ? `/${encodeURIComponent(objectId)}` : ''}`;
