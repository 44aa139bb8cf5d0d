// Sends the photos of one burst from a thread of its own, as another machine would: building and
// sending 40 uploads must not hold up the load generator's readings in the main thread.
import { parentPort, workerData } from "node:worker_threads";

const { url, tokens, picture } = workerData;
const forms = tokens.map(() => {
  const form = new FormData();
  form.set("profile_picture", new File([picture], "photo.png", { type: "image/png" }));
  return form;
});
parentPort.once("message", async () => {
  const statuses = await Promise.all(
    tokens.map(async (token, i) => {
      const response = await fetch(`${url}/api/accounts/profile/`, {
        method: "PATCH",
        headers: { Authorization: `Bearer ${token}` },
        body: forms[i],
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  parentPort.postMessage(statuses);
});
parentPort.postMessage("ready");
