// See backup_file.rs.
const KEY = 'backup';
const kept = (mode, act) => new Promise((ok, no) => {
  const open = indexedDB.open('clubscore-files', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('handles');
  open.onerror = () => no(open.error);
  open.onsuccess = () => {
    const r = act(open.result.transaction('handles', mode).objectStore('handles'));
    r.onsuccess = () => ok(r.result);
    r.onerror = () => no(r.error);
  };
});
const allowed = async (h, ask) => {
  const mode = { mode: 'readwrite' };
  let state = await h.queryPermission(mode);
  if (state !== 'granted' && ask) state = await h.requestPermission(mode);
  return state === 'granted';
};
const words = (f) => (...a) => f(...a).catch((e) => { throw String((e && e.message) || e); });

export const available = () => 'showSaveFilePicker' in self;
export const chosen = words(async () => {
  const h = await kept('readonly', (s) => s.get(KEY));
  return h ? [h.name, await allowed(h, false)] : null;
});
export const pick = words(async (suggestedName) => {
  let h;
  try {
    h = await showSaveFilePicker({ suggestedName });
  } catch (e) {
    if (e.name === 'AbortError') return null;
    throw e;
  }
  await kept('readwrite', (s) => s.put(h, KEY));
  return h.name;
});
export const forget = words(() => kept('readwrite', (s) => s.delete(KEY)));
export const write = words(async (text, ask) => {
  const h = await kept('readonly', (s) => s.get(KEY));
  if (!h || !(await allowed(h, ask))) return false;
  const out = await h.createWritable();
  await out.write(text);
  await out.close();
  if ((await (await h.getFile()).text()) !== text) throw 'what was read back from the file differs from what was written';
  return true;
});
