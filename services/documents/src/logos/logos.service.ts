import { Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { InjectModel, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { PREFERENCES_MODEL, type StoredPreferences } from '../preferences/preferences.schema';
import { LOGO_MODEL, type StoredLogo } from './logo.schema';

/** Where the gateway serves a logo (GET /api/upload/logo/{file}). */
export const LOGO_PATH = '/api/upload/logo/';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const LOGO_FILE = /^([0-9a-f-]{36})\.(png|jpg)$/;

const notFound = () => new ServiceException(ServiceErrorReasons.NOT_FOUND, 'Logo not found');

/** One logo per owner; the preferences' logo_url points to it. */
@Injectable()
export class LogosService {
  constructor(
    @InjectModel(LOGO_MODEL) private readonly logos: Model<StoredLogo>,
    @InjectModel(PREFERENCES_MODEL) private readonly preferences: Model<StoredPreferences>,
  ) {}

  /** Replaces the owner's logo and answers its new URL; saved preferences point to it at once. */
  async upload(ownerId: string, data: Uint8Array, mimeType: string): Promise<string> {
    const extension = EXTENSIONS[mimeType];
    if (!extension || data.byteLength === 0) {
      throw new ServiceException(
        ServiceErrorReasons.INVALID_DOCUMENT_INPUT,
        'Only PNG and JPG files are allowed.',
      );
    }
    const logoId = randomUUID();
    await this.logos.updateOne(
      { _id: ownerId },
      { $set: { logoId, data: Buffer.from(data), mimeType } },
      { upsert: true },
    );
    const logoUrl = `${LOGO_PATH}${logoId}.${extension}`;
    // The old URL no longer answers, so preferences that named it follow the new one.
    await this.preferences.updateOne({ _id: ownerId }, { $set: { logoUrl } });
    return logoUrl;
  }

  async remove(ownerId: string) {
    await this.logos.deleteOne({ _id: ownerId });
    await this.preferences.updateOne({ _id: ownerId }, { $set: { logoUrl: '' } });
  }

  /** A logo by the file name of its URL (`<logoId>.png`); anything else is not found. */
  async get(file: string) {
    const match = LOGO_FILE.exec(file);
    if (!match) throw notFound();
    // Not lean: a lean read gives the bytes as BSON Binary, the hydrated document as a Buffer.
    const logo = await this.logos.findOne({ logoId: match[1] });
    if (!logo || EXTENSIONS[logo.mimeType] !== match[2]) throw notFound();
    return { data: logo.data, mimeType: logo.mimeType };
  }
}
