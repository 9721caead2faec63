import Foundation

/// The scripts of `swatch preview --watch`: the one added to the served page, and `/swatch-live.js` for a
/// page under development. Both listen to `/events` (Server-Sent Events whose data is the version number).
enum PreviewLiveScript {
  /// The page with the live script before `</body>`: on the next version it fetches `/patch` and replaces
  /// the changed rows, found in a map of every row by path and section that it makes once, while the page is
  /// idle after loading, and keeps up to date (looking each one up in the page would walk every element);
  /// when that is refused (more than rows changed, or a version was missed) it fetches `/page` and swaps the
  /// body, keeping the search text and the scroll position. The script lives on in its closure.
  static func page(_ current: (page: String, version: Int)) -> Data {
    let script = Data("<script>\n\(swap(version: current.version))</script>\n".utf8)
    var page = Data(current.page.utf8)
    guard let end = page.range(of: Data("</body>".utf8), options: .backwards) else { return page + script }
    page.replaceSubrange(end.lowerBound..<end.lowerBound, with: script)
    return page
  }

  private static func swap(version: Int) -> String {
    """
    (() => {
      let shown = \(version);
      // A row is its path in its section: a typography token of a text style has two rows.
      const key = (row) => row.dataset.path + '\\u0000' + (row.dataset.section ?? '');
      let rows = null;
      const rowMap = () => rows ??= new Map([...document.querySelectorAll('tr[data-path]')].map(row => [key(row), row]));
      const whenIdle = window.requestIdleCallback ?? ((f) => setTimeout(f, 0));
      whenIdle(rowMap);
      const events = new EventSource('/events');
      events.onmessage = async (event) => {
        const version = Number(event.data);
        if (!(version > shown)) return;
        const previous = shown;
        shown = version;
        const query = document.getElementById('search')?.value ?? '';
        if (version === previous + 1) {
          const patch = await fetch('/patch?version=' + version, { cache: 'no-store' });
          if (patch.status === 200) {
            const template = document.createElement('template');
            template.innerHTML = '<table><tbody>' + await patch.text() + '</tbody></table>';
            const map = rowMap();
            for (const row of [...template.content.querySelectorAll('tr[data-path]')]) {
              const old = map.get(key(row));
              if (!old) continue;
              old.replaceWith(document.adoptNode(row));
              map.set(key(row), row);
            }
            if (query) document.getElementById('search').dispatchEvent(new Event('input', { bubbles: true }));
            document.documentElement.dataset.swatchVersion = String(version);
            return;
          }
        }
        const text = await (await fetch('/page', { cache: 'no-store' })).text();
        const next = new DOMParser().parseFromString(text, 'text/html');
        const [x, y] = [window.scrollX, window.scrollY];
        document.body.replaceWith(document.adoptNode(next.body));
        rows = null;
        whenIdle(rowMap);
        const search = document.getElementById('search');
        if (search && query) { search.value = query; search.dispatchEvent(new Event('input', { bubbles: true })); }
        window.scrollTo(x, y);
        document.documentElement.dataset.swatchVersion = String(version);
      };
    })();

    """
  }

  /// For a page under development: `<script src="http://127.0.0.1:PORT/swatch-live.js"></script>` reloads
  /// the page's style sheets (each replaced by a copy with `?swatch=VERSION`, the old one removed once the
  /// new one loads) on each `outputs` event, that is after the outputs were written again.
  static let stylesheets = """
    (() => {
      const origin = new URL(document.currentScript.src).origin;
      const events = new EventSource(origin + '/events');
      events.addEventListener('outputs', (event) => {
        for (const link of document.querySelectorAll('link[rel~="stylesheet"]')) {
          const url = new URL(link.href, location.href);
          url.searchParams.set('swatch', event.data);
          const next = link.cloneNode();
          next.href = url.href;
          next.onload = () => link.remove();
          link.after(next);
        }
      });
    })();

    """
}
