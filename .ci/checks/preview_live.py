#!/usr/bin/env python3
"""Drives `swatch preview --watch` the way a browser uses it and measures save-to-update latency.

Usage: preview_live.py BASE_URL PROJECT_DIR BUDGET_MS

BASE_URL is the running server (http://127.0.0.1:PORT). Chromium is started headless with the DevTools
protocol (spoken here over a minimal WebSocket client, standard library only) and opens the page; then a
palette color is edited in PROJECT_DIR, and the time from the write to the page's swatch showing the new hex
is measured (Date.now() in the page, time.time() here: one machine, one clock), as is the time to the
Server-Sent Event. A bad token must put the diagnostics on the page, the next good save the preview back.
A style sheet linked with /swatch-live.js must be reloaded once the outputs are written again. Paths outside
the output folders must not be served. Fails when the page update takes over BUDGET_MS.
"""
import base64
import http.client
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse


class WebSocket:
    def __init__(self, url):
        parts = urllib.parse.urlparse(url)
        self.sock = socket.create_connection((parts.hostname, parts.port), timeout=120)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET {parts.path} HTTP/1.1\r\nHost: {parts.netloc}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        assert b" 101 " in head.split(b"\r\n")[0], head
        self.next_id = 0

    def _read(self, count):
        data = b""
        while len(data) < count:
            chunk = self.sock.recv(count - len(data))
            assert chunk, "DevTools connection closed"
            data += chunk
        return data

    def _frame(self):
        first, second = self._read(2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack(">H", self._read(2))[0]
        elif length == 127:
            length = struct.unpack(">Q", self._read(8))[0]
        return first & 0x0F, self._read(length)

    def call(self, method, **params):
        self.next_id += 1
        body = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(body) < 126:
            header += bytes([0x80 | len(body)])
        else:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(body))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(body)))
        message = b""
        while True:
            opcode, payload = self._frame()
            message += payload
            if opcode in (1, 0):
                try:
                    reply = json.loads(message)
                except ValueError:
                    continue
                message = b""
                if reply.get("id") == self.next_id:
                    assert "error" not in reply, reply
                    return reply["result"]

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        assert "exceptionDetails" not in result, result
        return result["result"].get("value")


def wait_for(ws, condition, timeout_ms=120000):
    """Date.now() in the page when `condition` (a JS expression) first holds: checked at once, then each time
    the document changes; asked again when the page was still loading (its context replaced)."""
    for _ in range(50):
        try:
            return wait_once(ws, condition, timeout_ms)
        except AssertionError as error:
            if "context was destroyed" not in str(error) and "Cannot find context" not in str(error):
                raise
            time.sleep(0.2)
    raise AssertionError("the page never loaded")


def wait_once(ws, condition, timeout_ms):
    # Checked when the document changes rather than polled: a check walks the whole 27 MB page, and polling it
    # every millisecond on the page's one thread would hold up the page's own update by up to a check. The time
    # is taken as the change is seen, before the check runs.
    return ws.evaluate(f"""new Promise((resolve, reject) => {{
      const holds = () => {{ try {{ return {condition}; }} catch (e) {{ return false; }} }};
      let timer = null;
      const observer = new MutationObserver(() => {{
        const at = Date.now();
        if (holds()) {{ observer.disconnect(); clearTimeout(timer); resolve(at); }}
      }});
      observer.observe(document, {{ subtree: true, childList: true, characterData: true }});
      timer = setTimeout(() => {{
        observer.disconnect();
        reject(new Error('timed out: ' + {json.dumps(condition)}));
      }}, {timeout_ms});
      if (holds()) {{ observer.disconnect(); clearTimeout(timer); resolve(Date.now()); }}
    }})""")


def get(base, path, host=None):
    parts = urllib.parse.urlparse(base)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    connection.putrequest("GET", path, skip_accept_encoding=True, skip_host=host is not None)
    if host is not None:
        connection.putheader("Host", host)
    connection.endheaders()
    response = connection.getresponse()
    return response.status, response.read()


def sse_first_event_after(base, edit):
    """Seconds from `edit()` to the next `data:` line on /events."""
    parts = urllib.parse.urlparse(base)
    sock = socket.create_connection((parts.hostname, parts.port), timeout=120)
    sock.sendall(f"GET /events HTTP/1.1\r\nHost: {parts.netloc}\r\n\r\n".encode())
    stream = sock.makefile("rb")
    while not stream.readline().startswith(b"data:"):
        pass
    started = time.time()
    edit()
    while not stream.readline().startswith(b"data:"):
        pass
    elapsed = time.time() - started
    sock.close()
    return elapsed


LINK_CONDITION = """document.querySelector('link[href*="/out/css/{css}?swatch="]') !== null"""


def replace_in(path, old, new):
    text = open(path).read()
    assert old in text, f"{old} not in {path}"
    with open(path + ".tmp", "w") as file:
        file.write(text.replace(old, new, 1))
    os.replace(path + ".tmp", path)


def main():
    base, project, budget = sys.argv[1], sys.argv[2], float(sys.argv[3])
    palette = os.path.join(project, "tokens/palette/palette-0000.yaml")
    first = re.search(r'\$value: "(#[0-9A-Fa-f]{6})"', open(palette).read()).group(1)
    token = "palette.red0.s0"
    # Paths outside the output folders are not served, however spelled.
    for path in ["/../swatch.yaml", "/%2e%2e/swatch.yaml", "/swatch.yaml", "/tokens/palette/palette-0000.yaml",
                 "/out/css/../../swatch.yaml", "/out/css/%2e%2e/%2e%2e/swatch.yaml", "//etc/passwd", "/out"]:
        status, _ = get(base, path)
        assert status == 404, f"{path} answered {status}"
    # A page on another site whose name resolves to 127.0.0.1 (DNS rebinding) is not answered.
    port = urllib.parse.urlparse(base).port
    for host in [f"evil.example:{port}", "127.0.0.1", f"127.0.0.1.evil.example:{port}"]:
        status, _ = get(base, "/", host=host)
        assert status == 421, f"Host {host} answered {status}"
    status, _ = get(base, "/", host=f"localhost:{port}")
    assert status == 200, f"Host localhost:{port} answered {status}"
    css = sorted(f for f in os.listdir(os.path.join(project, "out/css")) if f.endswith(".css"))[0]
    status, body = get(base, "/out/css/" + css)
    assert status == 200 and body, f"/out/css/{css} answered {status}"

    profile = tempfile.mkdtemp()
    chromium = subprocess.Popen(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
         f"--user-data-dir={profile}", base + "/"], stderr=subprocess.PIPE, text=True)
    try:
        for line in chromium.stderr:
            found = re.search(r"DevTools listening on (ws://\S+)", line)
            if found:
                break
        port = urllib.parse.urlparse(found.group(1)).port
        targets = json.loads(get(f"http://127.0.0.1:{port}", "/json/list")[1])
        page = next(t for t in targets if t["type"] == "page")
        ws = WebSocket(page["webSocketDebuggerUrl"])
        swatch = f"document.querySelector('.swatch[data-token=\"{token}\"]')"
        shows = lambda hex: f"{swatch}.nextElementSibling.textContent.startsWith('{hex.upper()}')"
        wait_for(ws, shows(first))

        results = []
        for attempt, new in enumerate(["#0A1B2C", "#1D2E3F", "#2C3D4E"]):
            old = first if attempt == 0 else ["#0A1B2C", "#1D2E3F"][attempt - 1]
            saved = time.time()
            replace_in(palette, f'"{old}"', f'"{new}"')
            shown = wait_for(ws, shows(new))
            results.append(shown - saved * 1000)
            time.sleep(1.5)
        latency = sorted(results)[len(results) // 2]
        print(f"save to page update at {token}: {', '.join(f'{r:.0f}' for r in results)} ms (median {latency:.0f})")

        # A page under development: a link to the generated CSS and /swatch-live.js, put into the head.
        ws.evaluate(f"""(() => {{
          const link = Object.assign(document.createElement('link'), {{ rel: 'stylesheet', href: '/out/css/{css}' }});
          document.head.append(link, Object.assign(document.createElement('script'), {{ src: '/swatch-live.js' }}));
        }})()""")
        wait_for(ws, "[...document.scripts].some(s => s.src.endsWith('/swatch-live.js'))")
        time.sleep(0.5)
        event = sse_first_event_after(base, lambda: replace_in(palette, '"#2C3D4E"', '"#3B4C5D"'))
        print(f"save to Server-Sent Event: {event * 1000:.0f} ms")
        wait_for(ws, shows("#3B4C5D"))
        reloaded = LINK_CONDITION.format(css=css)
        try:
            wait_for(ws, reloaded, 20000)
        except AssertionError:
            # Once more after a save that changes nothing but the file's time, in case the script's stream
            # opened only after the outputs of the first save were reported.
            os.utime(palette)
            wait_for(ws, reloaded, 60000)
        print("a page linking the CSS: its style sheet reloaded after the outputs were written")

        replace_in(palette, '"#3B4C5D"', '"#3B4C5Q"')
        wait_for(ws, "document.querySelector('pre.diagnostics')?.textContent.includes('palette-0000.yaml')")
        print("a bad token: the page shows the diagnostics")
        replace_in(palette, '"#3B4C5Q"', '"#3B4C5D"')
        wait_for(ws, shows("#3B4C5D"))
        print("the next good save: the page shows the preview again")
        ws.sock.close()
    finally:
        chromium.terminate()
        chromium.wait()
        shutil.rmtree(profile, True)
    assert latency <= budget, f"median save-to-update {latency:.0f} ms is over the {budget:.0f} ms budget"


if __name__ == "__main__":
    main()
