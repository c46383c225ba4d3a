// The stand-in service view (see index.html): what it prints is what the tests read back from the PDF.
const root = document.getElementById("root");
const line = (text, className) => {
  const p = document.createElement("p");
  p.textContent = text;
  if (className) p.className = className;
  root.append(p);
};
const outcome = (request) => request.then((res) => `answered ${res.status}`, () => "refused");

const token = new URLSearchParams(location.search).get("service_token") ?? "";
const res = await fetch(`/service/tmp-pdf?service_token=${encodeURIComponent(token)}`);
const data = await res.json();
line("Application print view");
// The language the view was opened in, as the app reads it (app/locale.ts): the browser's lang cookie.
line(`Language: ${document.cookie.match(/(?:^|; )lang=([^;]*)/)?.[1] ?? "none chosen"}`);
for (const [key, value] of Object.entries(data.answer ?? {})) line(`${key}: ${value}`);
for (const [key, value] of Object.entries(data.add_another ?? {})) line(`repeat ${key}: ${value}`);
for (const [key, value] of Object.entries(data.document_answer ?? {})) line(`document ${key}: ${value.file_name}`);
line(`Forged token: ${await outcome(fetch("/service/tmp-pdf?service_token=forged"))}`, "second-page");
line("End of application");
root.setAttribute("data-print-ready", "");
