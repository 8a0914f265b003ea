import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './file-storage.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  publicUrl?: string;
}

/** Path-style URL segments, each percent-encoded (S3 keys may hold non-ASCII names). */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** An S3-compatible bucket (AWS, MinIO, OSS, Qiniu S3 mode) through Signature V4 requests. */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;

  constructor(private readonly opts: S3Options) {
    this.client = new AwsClient({
      accessKeyId: opts.accessKey,
      secretAccessKey: opts.secretKey,
      region: opts.region,
      service: 's3',
    });
  }

  private urlOf(key: string) {
    return `${this.opts.endpoint}/${encodeURIComponent(this.opts.bucket)}/${encodeKey(key)}`;
  }

  async put(key: string, data: Buffer, contentType: string) {
    const res = await this.client.fetch(this.urlOf(key), {
      method: 'PUT',
      body: new Uint8Array(data),
      headers: { 'Content-Type': contentType },
    });
    if (!res.ok) throw new Error(`S3 上传失败：HTTP ${res.status}`);
  }

  async get(key: string) {
    const res = await this.client.fetch(this.urlOf(key), { method: 'GET' });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 读取失败：HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async remove(key: string) {
    const res = await this.client.fetch(this.urlOf(key), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`S3 删除失败：HTTP ${res.status}`);
  }

  publicUrl(key: string) {
    return this.opts.publicUrl ? `${this.opts.publicUrl}/${encodeKey(key)}` : undefined;
  }
}
