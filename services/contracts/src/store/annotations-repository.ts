import type { Collection } from '@homepact/kit';
import type { annotationChanges, AnnotationDoc } from '../domain/annotation.ts';

/** annotations: notes on a contract's sections, and replies to them. */
export class AnnotationsRepository {
  constructor(private readonly notes: Collection<AnnotationDoc>) {}

  findById(id: string): Promise<AnnotationDoc | null> {
    return this.notes.findOne({ _id: id });
  }

  /** An annotation of this contract (a reply's parent must be one). */
  findInContract(id: string, contractId: string): Promise<AnnotationDoc | null> {
    return this.notes.findOne({ _id: id, contractId });
  }

  /** A contract's annotations in the order they were written. */
  listForContract(contractId: string): Promise<AnnotationDoc[]> {
    return this.notes.find({ contractId }, { sort: { createdAt: 1, _id: 1 } });
  }

  /** What a user wrote (signed in, or by their e-mail through a link), newest first, at most `limit`. */
  listByAuthor(userId: string, email: string, limit: number): Promise<AnnotationDoc[]> {
    return this.notes.find({ $or: [{ userId }, { authorEmail: email }] }, { sort: { createdAt: -1 }, limit });
  }

  async insert(note: AnnotationDoc): Promise<void> {
    await this.notes.insertOne(note);
  }

  /** Applies an edit; null when the annotation is gone. */
  edit(id: string, changes: ReturnType<typeof annotationChanges>): Promise<AnnotationDoc | null> {
    return this.notes.findOneAndUpdate({ _id: id }, { $set: changes });
  }

  /** Deletes an annotation and every reply below it (replies may nest); returns how many replies went with it. */
  async deleteThread(contractId: string, rootId: string): Promise<number> {
    const ids = [rootId];
    for (let frontier = [rootId]; frontier.length > 0;) {
      const children = await this.notes.find({ contractId, parentId: { $in: frontier } }, { fields: ['_id'] });
      frontier = children.map((c) => c._id).filter((cid) => !ids.includes(cid));
      ids.push(...frontier);
    }
    await this.notes.deleteMany({ _id: { $in: ids } });
    return ids.length - 1;
  }

  /** Every annotation of a contract (the contract is being deleted). */
  async deleteForContract(contractId: string): Promise<void> {
    await this.notes.deleteMany({ contractId });
  }
}
