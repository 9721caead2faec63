/// The preview page's inline style sheet and script; nothing is loaded from elsewhere.
enum PreviewAssets {
  /// Swatches are 120 by 48 pixels; columns are 156 pixels wide so a page with 8 appearances fits 1,500; wider
  /// tables scroll sideways inside their section with the token column held at the left. On a page of
  /// more than 2,000 tokens (`body.large`) sections out of view are not laid out (`content-visibility`), so
  /// it opens and updates quickly.
  static let style = """
    :root { font: 13px/1.35 -apple-system, system-ui, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d1d1f; }
    body { margin: 0; background: #f5f5f7; }
    header { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid #d2d2d7;
      padding: 10px 16px; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
    h1 { font-size: 18px; margin: 0; }
    #search { font: inherit; padding: 5px 8px; width: 260px; border: 1px solid #c7c7cc; border-radius: 6px; }
    .summary { margin: 0; color: #6e6e73; }
    h2.kind { margin: 20px 16px 4px; font-size: 16px; }
    section.group { margin: 8px 16px 16px; }
    body.large section.group { content-visibility: auto; contain-intrinsic-size: auto 800px; }
    h3 { font-size: 14px; margin: 6px 0; font-family: ui-monospace, Menlo, Consolas, monospace; }
    .scroll { overflow-x: auto; max-width: 100%; }
    table { border-collapse: separate; border-spacing: 0; table-layout: fixed; background: #fff; }
    th, td { border: 1px solid #d2d2d7; border-width: 0 1px 1px 0; vertical-align: top; text-align: left; }
    tr:first-child > * { border-top-width: 1px; }
    th.name { position: sticky; left: 0; z-index: 1; width: 220px; min-width: 220px; max-width: 220px;
      padding: 6px 8px; background: #fff; color: #1d1d1f; overflow-wrap: anywhere; border-left-width: 1px;
      box-shadow: 2px 0 3px rgba(0,0,0,.08); }
    th.name p { margin: 4px 0 0; font-weight: normal; color: #6e6e73; }
    th.appearance { width: 140px; min-width: 140px; padding: 6px 8px; font-weight: 600; font-size: 12px; }
    th.appearance .trait { font-weight: normal; opacity: .7; }
    th.appearance .default { opacity: .65; }
    td.appearance, td.same { width: 140px; min-width: 140px; padding: 8px; }
    td.same { background: #fff; }
    .note { font-size: 11px; color: #6e6e73; margin-top: 2px; }
    .absent { font-size: 11px; font-style: italic; opacity: 0.7; }
    .value { font: 11px/1.3 ui-monospace, Menlo, Consolas, monospace; margin-top: 4px; overflow-wrap: anywhere; }
    .specimen { display: block; max-width: 100%; }
    .specimen.box { width: 96px; height: 40px; margin: 6px 8px 8px 4px; border-radius: 6px; background: #fff; }
    .specimen.gradient { width: 120px; margin: 0; }
    .specimen.type { font-size: 16px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .specimen.bar { height: 8px; min-width: 1px; background: #0a84ff; border-radius: 4px; margin: 4px 0; }
    .specimen.bar.clipped { background: repeating-linear-gradient(90deg, #0a84ff 0 8px, #64d2ff 8px 12px); }
    .specimen.curve { overflow: visible; }
    .specimen.backdrop { display: inline-block; padding: 6px; border-radius: 8px;
      background: repeating-linear-gradient(45deg, #ff375f 0 6px, #0a84ff 6px 12px, #ffd60a 12px 18px); }
    .specimen.box.material { margin: 0; }
    .specimen.thumb { max-width: 120px; max-height: 64px; object-fit: contain; }
    .swatch { width: 120px; height: 48px; border-radius: 6px; box-shadow: inset 0 0 0 1px rgba(127,127,127,.35); }
    .hex, .wide, .chain, .was { font: 11px/1.3 ui-monospace, Menlo, Consolas, monospace; margin-top: 4px;
      overflow-wrap: anywhere; }
    .chain, .wide { opacity: .75; }
    .was { color: #bf4800; font-weight: 600; }
    td.appearance[data-changed] { box-shadow: inset 0 0 0 3px #ff9f0a; }
    .badges { margin-top: 4px; display: flex; flex-wrap: wrap; gap: 3px; }
    .badge { font-size: 10px; padding: 1px 5px; border-radius: 8px; color: #fff; }
    .badge.fail { background: #d70015; }
    .badge.pass { background: #248a3d; }
    tr.changed th.name, tr.added th.name, tr.renamed th.name { border-left: 4px solid #ff9f0a; }
    .mark { display: inline-block; margin-left: 6px; font-size: 10px; padding: 1px 5px; border-radius: 8px;
      background: #ff9f0a; color: #000; }
    section.removed ul { margin: 0; }
    .hidden { display: none; }
    .summary.failed { color: #d70015; font-weight: 600; }
    pre.diagnostics { margin: 16px; padding: 12px; background: #fff; border: 1px solid #d70015; border-radius: 6px;
      font: 12px/1.4 ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; }

    """

  /// The search box filters rows by path (listened for on the document, so a page whose body is swapped by
  /// `swatch preview --watch` keeps filtering); `#positions` in the address writes each swatch's place into the
  /// page, for the CI check that reads pixels back from a screenshot.
  static let script = """
    document.addEventListener('input', (event) => {
      if (event.target.id !== 'search') return;
      const query = event.target.value.trim().toLowerCase();
      for (const row of document.querySelectorAll('tr[data-path]')) {
        row.classList.toggle('hidden', query !== '' && !row.dataset.path.toLowerCase().includes(query));
      }
      for (const section of document.querySelectorAll('section.group')) {
        const rows = section.querySelectorAll('tr[data-path]');
        if (rows.length === 0) continue;
        section.classList.toggle('hidden', [...rows].every(row => row.classList.contains('hidden')));
      }
    });
    if (location.hash === '#positions') {
      const places = [...document.querySelectorAll('.swatch')].map(swatch => {
        const box = swatch.getBoundingClientRect();
        const column = swatch.closest('td');
        return { token: swatch.dataset.token, appearance: swatch.dataset.appearance,
          background: column.dataset.background || null,
          x: Math.round(box.left + window.scrollX), y: Math.round(box.top + window.scrollY),
          width: Math.round(box.width), height: Math.round(box.height) };
      });
      const out = document.createElement('pre');
      out.id = 'positions';
      out.textContent = JSON.stringify(places);
      document.body.appendChild(out);
      const names = [...document.querySelectorAll('th.name')].map(name => name.getBoundingClientRect().width);
      const layout = document.createElement('pre');
      layout.id = 'layout';
      layout.textContent = JSON.stringify({ nameWidth: Math.round(Math.min(...names)) });
      document.body.appendChild(layout);
    }

    """
}
