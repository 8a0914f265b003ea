import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { sysAnnouncement } from './tables.ts';

export interface UserMessage {
  tenantId: string;
  userId: string;
  title: string;
  /** Plain text; escaped here so it shows as text in the announcement page. */
  content: string;
  sender: string;
  busType?: string;
  busId?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sends one user a personal system message (published at once, shown in their bell and "my
 * announcements") and pushes it to their open sockets. For other domains (grading, sharing ...).
 */
export async function sendUserMessage(db: Db, realtime: RealtimeHub, m: UserMessage): Promise<string> {
  const id = uuidv7();
  const now = new Date();
  await db.insert(sysAnnouncement).values({
    id,
    tenantId: m.tenantId,
    titile: m.title.slice(0, 100),
    msgAbstract: m.content.slice(0, 500),
    msgContent: `<p>${escapeHtml(m.content).replace(/\n/g, '<br>')}</p>`,
    sender: m.sender.slice(0, 100),
    msgCategory: '2',
    msgType: 'USER',
    userIds: m.userId,
    sendStatus: '1',
    sendTime: now,
    busType: m.busType ?? null,
    busId: m.busId ?? null,
    createBy: m.sender.slice(0, 64),
  });
  await realtime.publish(m.tenantId, [m.userId], { cmd: 'user', msgId: id, msgTxt: m.title });
  return id;
}
