"""A stand-in for `mosaic serve` in the page's own tests: it serves the page's
files and speaks docs/serve.md's protocol over a WebSocket, for a plain list
layout (one column, every item `ITEM` points tall) that Python can compute
exactly at any size, 1,000,000 items included; with `row`, a second
section below the list is an orthogonal row of `row` cells that scrolls
sideways on its own and snaps to whole cells.

It is not the product (the product is Hummingbird, Sources/MosaicServe); it
exists so that the page can be tested against replies the real server never
sends: malformed, hostile, huge, late or missing. A test sets `rewrite`
(a function from the request and the replies to the replies actually sent)
or calls `push` to send anything unasked.

Python's standard library only: a thread per connection, RFC 6455 framing.
"""

import base64
import hashlib
import json
import math
import mimetypes
import os
import socket
import struct
import threading

RESOURCES = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..',
                                         'Sources', 'MosaicServe', 'Resources'))
GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
ITEM = 100.0  # every item's height, points
ROW_CELL, ROW_STEP, ROW_HEIGHT = 150.0, 160.0, 120.0  # the orthogonal row's cells


class Client:
    """One page's WebSocket."""

    def __init__(self, connection):
        self.connection = connection
        self.lock = threading.Lock()
        self.viewport = {'width': 390.0, 'height': 844.0}
        self.offset = {'x': 0.0, 'y': 0.0}
        self.row_offset = 0.0

    def send_text(self, text):
        self.send_frame(0x1, text.encode('utf-8'))

    def send_frame(self, opcode, payload):
        head = bytes([0x80 | opcode])
        n = len(payload)
        if n < 126:
            head += bytes([n])
        elif n < 65536:
            head += bytes([126]) + struct.pack('!H', n)
        else:
            head += bytes([127]) + struct.pack('!Q', n)
        with self.lock:
            try:
                self.connection.sendall(head + payload)
            except OSError:
                pass

    def close(self):
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass


class StubServer:
    """Serves the page and the list layout on 127.0.0.1, an ephemeral port."""

    def __init__(self, items=200, row=0):
        self.items = items
        self.row = row
        self.generation = 1
        self.clients = []
        self.requests = []      # every request the page sent, parsed
        self.rewrite = None     # (request, replies) -> replies
        self.listener = socket.create_server(('127.0.0.1', 0))
        self.port = self.listener.getsockname()[1]
        self.url = f'http://127.0.0.1:{self.port}/'
        self.running = True
        threading.Thread(target=self._accept, daemon=True).start()

    def stop(self):
        self.running = False
        try:
            # Closing alone leaves the port listening while a thread waits in
            # accept(); shutting it down wakes that thread and frees the port.
            self.listener.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        try:
            self.listener.close()
        except OSError:
            pass
        for c in list(self.clients):
            c.close()

    def push(self, message):
        """Sends a message (an object, or raw text) to every page."""
        text = message if isinstance(message, str) else json.dumps(message)
        for c in list(self.clients):
            c.send_text(text)

    # MARK: - The layout

    def content_size(self, client):
        return {'width': client.viewport['width'], 'height': self.items * ITEM + (ROW_HEIGHT if self.row else 0)}

    def layout(self, seq=None, client=None):
        return {'type': 'layout', 'seq': seq, 'generation': self.generation, 'name': 'stub list',
                'source': {'kind': 'builtin'}, 'items': self.items + self.row,
                'sections': [self.items, self.row] if self.row else [self.items],
                'viewport': dict(client.viewport), 'contentSize': self.content_size(client),
                'scrollDirection': 'vertical', 'parameters': [],
                'orthogonalSections': [{'section': 1, 'behavior': 'groupPaging'}] if self.row else [],
                'limits': {'items': 10_000_000, 'sections': 100_000, 'messageBytes': 65536}}

    def element(self, item, width):
        return {'id': f'c:0:{item}', 'category': 'cell', 'section': 0, 'item': item,
                'frame': {'x': 0, 'y': item * ITEM, 'width': width, 'height': ITEM}}

    def row_element(self, item, client):
        return {'id': f'c:1:{item}', 'category': 'cell', 'section': 1, 'item': item,
                'frame': {'x': item * ROW_STEP - client.row_offset, 'y': self.items * ITEM,
                          'width': ROW_CELL, 'height': ROW_HEIGHT}}

    def row_range(self, client):
        return max(0.0, self.row * ROW_STEP - (ROW_STEP - ROW_CELL) - client.viewport['width'])

    def elements(self, seq, client):
        vw, vh = client.viewport['width'], client.viewport['height']
        o = client.offset
        rect = {'x': o['x'] - vw / 2, 'y': o['y'] - vh / 2, 'width': 2 * vw, 'height': 2 * vh}
        first = max(0, math.floor(rect['y'] / ITEM))
        last = min(self.items, math.ceil((rect['y'] + rect['height']) / ITEM))
        return {'type': 'elements', 'seq': seq, 'generation': self.generation, 'offset': dict(o),
                'contentSize': self.content_size(client), 'rect': rect,
                'elements': [self.element(i, vw) for i in range(first, last)] + [
                    e for e in (self.row_element(i, client) for i in range(self.row))
                    if e['frame']['y'] < rect['y'] + rect['height'] and e['frame']['y'] + ROW_HEIGHT > rect['y'] and
                    e['frame']['x'] < rect['x'] + rect['width'] and e['frame']['x'] + ROW_CELL > rect['x']]}

    def answer(self, m, client):
        kind, seq = m.get('type'), m.get('seq')
        if kind == 'hello':
            client.viewport = {**client.viewport, **(m.get('viewport') or {})}
            client.offset = {**client.offset, **(m.get('offset') or {})}
            return [self.layout(seq, client), self.elements(seq, client)]
        if kind == 'scroll':
            client.offset = dict(m['offset'])
            return [self.elements(seq, client)]
        if kind == 'target':
            o = m['offset']
            top = max(0.0, self.items * ITEM - client.viewport['height'])
            return [{'type': 'target', 'seq': seq, 'offset': {'x': o['x'], 'y': min(top, round(o['y'] / ITEM) * ITEM)}}]
        if kind == 'sectionScroll' and self.row and m.get('section') == 1:
            client.row_offset = float(m['offset'])
            return [self.elements(seq, client)]
        if kind == 'sectionTarget' and self.row and m.get('section') == 1:
            snapped = min(self.row_range(client), max(0.0, round(m['offset'] / ROW_STEP) * ROW_STEP))
            return [{'type': 'sectionTarget', 'seq': seq, 'section': 1, 'offset': snapped}]
        if kind == 'viewport':
            client.viewport = {'width': m['width'], 'height': m['height']}
            self.generation += 1
            return [self.layout(seq, client), self.elements(seq, client)]
        if kind == 'items':
            self.items = m.get('count', sum(m.get('counts') or [0]))
            self.generation += 1
            return [self.layout(seq, client), self.elements(seq, client)]
        return [{'type': 'error', 'seq': seq, 'message': f'{kind}: not in the stub'}]

    # MARK: - HTTP and WebSocket

    def _accept(self):
        while self.running:
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(connection,), daemon=True).start()

    def _serve(self, connection):
        with connection:
            data = b''
            while b'\r\n\r\n' not in data:
                chunk = connection.recv(4096)
                if not chunk:
                    return
                data += chunk
            head = data.split(b'\r\n\r\n', 1)[0].decode('latin-1').split('\r\n')
            method, path = head[0].split(' ')[:2]
            headers = {k.strip().lower(): v.strip() for k, v in (h.split(':', 1) for h in head[1:] if ':' in h)}
            if path == '/ws' and headers.get('upgrade', '').lower() == 'websocket':
                self._socket(connection, headers)
                return
            name = 'index.html' if path == '/' else path.lstrip('/')
            file = os.path.normpath(os.path.join(RESOURCES, name))
            if method != 'GET' or not file.startswith(RESOURCES + os.sep) or not os.path.isfile(file):
                connection.sendall(b'HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
                return
            with open(file, 'rb') as f:
                body = f.read()
            kind = mimetypes.guess_type(file)[0] or 'application/octet-stream'
            if kind == 'text/javascript' or file.endswith('.js'):
                kind = 'text/javascript'
            connection.sendall(f'HTTP/1.1 200 OK\r\nContent-Type: {kind}; charset=utf-8\r\n'
                               f'Content-Length: {len(body)}\r\nCache-Control: no-store\r\n'
                               f'Connection: close\r\n\r\n'.encode() + body)

    def _socket(self, connection, headers):
        accept = base64.b64encode(hashlib.sha1((headers['sec-websocket-key'] + GUID).encode()).digest()).decode()
        connection.sendall(('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n'
                            f'Sec-WebSocket-Accept: {accept}\r\n\r\n').encode())
        client = Client(connection)
        self.clients.append(client)
        try:
            while True:
                frame = self._read_frame(connection)
                if frame is None:
                    return
                opcode, payload = frame
                if opcode == 0x8:
                    client.send_frame(0x8, payload[:2])
                    return
                if opcode == 0x9:
                    client.send_frame(0xA, payload)
                    continue
                if opcode != 0x1:
                    continue
                request = json.loads(payload.decode('utf-8'))
                self.requests.append(request)
                replies = self.answer(request, client)
                if self.rewrite is not None:
                    replies = self.rewrite(request, replies)
                for r in replies:
                    client.send_text(r if isinstance(r, str) else json.dumps(r))
        finally:
            self.clients.remove(client)

    @staticmethod
    def _read_exactly(connection, n):
        data = b''
        while len(data) < n:
            chunk = connection.recv(n - len(data))
            if not chunk:
                return None
            data += chunk
        return data

    def _read_frame(self, connection):
        head = self._read_exactly(connection, 2)
        if head is None:
            return None
        opcode, n = head[0] & 0x0F, head[1] & 0x7F
        if n == 126:
            n = struct.unpack('!H', self._read_exactly(connection, 2))[0]
        elif n == 127:
            n = struct.unpack('!Q', self._read_exactly(connection, 8))[0]
        mask = self._read_exactly(connection, 4) if head[1] & 0x80 else b'\0\0\0\0'
        payload = self._read_exactly(connection, n)
        if mask is None or payload is None:
            return None
        return opcode, bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
