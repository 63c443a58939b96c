import { Injectable } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NotFoundError } from '../common/errors/domain-errors';
import { findDocsFolder, Guide, guideLink } from './guides';
import { renderMarkdown, RenderedDocument } from './markdown';

/**
 * The guides, read from the repository's `docs/` and rendered on first request (not at start-up,
 * which they would only slow down), then kept: they change with a new build, not while it runs.
 */
@Injectable()
export class GuidesService {
  private readonly folder = findDocsFolder();
  private readonly rendered = new Map<string, Promise<RenderedDocument>>();

  async render(guide: Guide): Promise<RenderedDocument> {
    if (!this.folder) throw new NotFoundError('The guides were not installed with this server: they are in docs/ of its repository.');
    let doc = this.rendered.get(guide.file);
    if (!doc) {
      doc = readFile(join(this.folder, guide.file), 'utf8').then((source) => renderMarkdown(source, { linkFor: guideLink }));
      // A failed read is not kept: the next request tries again.
      doc.catch(() => this.rendered.delete(guide.file));
      this.rendered.set(guide.file, doc);
    }
    return doc;
  }
}
