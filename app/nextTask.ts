/**
 * Resolves in a task of its own, after whatever the browser has waiting (a key, a paint). A message
 * channel's task, not a timer: a timer is clamped when nested and stands still under a test's
 * installed clock.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
