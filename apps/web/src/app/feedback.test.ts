import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AppFeedback,
  deferredFeedback,
  feedback,
  onFeedbackRequested,
  registerFeedback,
} from './feedback.ts';

/** A stand-in for antd's instances that records calls and returns antd-shaped results. */
function fakeApi() {
  const calls: string[] = [];
  const closeMessage = vi.fn();
  const destroyModal = vi.fn();
  const updateModal = vi.fn();
  const api = {
    message: {
      success: (text: string) => {
        calls.push(`message.success:${text}`);
        return Object.assign(closeMessage, {
          // biome-ignore lint/suspicious/noThenProperty: antd's message result is thenable
          then: (resolve: (v: boolean) => void) => resolve(true),
        });
      },
    },
    notification: {
      error: (config: { title: string }) => {
        calls.push(`notification.error:${config.title}`);
      },
    },
    modal: {
      confirm: (config: { title: string }) => {
        calls.push(`modal.confirm:${config.title}`);
        return { destroy: destroyModal, update: updateModal };
      },
    },
  } as unknown as AppFeedback;
  return { api, calls, closeMessage, destroyModal, updateModal };
}

afterEach(() => registerFeedback(null));

describe('deferred feedback', () => {
  it('queues calls made before the holders load, asks for them, and replays in order', () => {
    const requested = vi.fn();
    const stop = onFeedbackRequested(requested);
    feedback().notification.error({ title: '网络错误' });
    deferredFeedback.message.success('已保存');
    expect(requested).toHaveBeenCalled();
    stop();

    const { api, calls } = fakeApi();
    registerFeedback(api);
    expect(calls).toEqual(['notification.error:网络错误', 'message.success:已保存']);
  });

  it('forwards close, destroy, update and then of a queued call to the real result', async () => {
    const hide = deferredFeedback.message.success('稍候');
    const dialog = deferredFeedback.modal.confirm({ title: '确定删除？' });
    hide();
    dialog.update({ title: '再次确认' });
    dialog.destroy();
    const closed = hide.then((value) => value);

    const { api, closeMessage, destroyModal, updateModal } = fakeApi();
    registerFeedback(api);
    expect(closeMessage).toHaveBeenCalledTimes(1);
    expect(updateModal).toHaveBeenCalledWith({ title: '再次确认' });
    expect(destroyModal).toHaveBeenCalledTimes(1);
    await expect(closed).resolves.toBe(true);
  });

  it('calls the real instances directly once registered', () => {
    const { api, calls } = fakeApi();
    registerFeedback(api);
    const requested = vi.fn();
    const stop = onFeedbackRequested(requested);
    deferredFeedback.modal.confirm({ title: '提示' });
    stop();
    expect(calls).toEqual(['modal.confirm:提示']);
    expect(requested).not.toHaveBeenCalled();
  });
});
