#!/usr/bin/env python3
"""Drives the Tessera playground in headless Chromium through the DevTools protocol over
--remote-debugging-pipe (standard library only): opens the carousel, drags and flings it, checks
the resting offset against the server's /fling answer and the item snapping, checks that the drawn
boxes are exactly the API's frames for the visible rect, edits the spacing and sees the change,
enters a bad spec and sees the error with the last good layout kept, then scrolls the
pinned-headers example and checks a header stays pinned at the top. Then the handling a phone
user expects: a drag on a sideways row moves the row under the pointer (not the one whose cell
offset matches), a mostly vertical pan over a sideways row scrolls the page, the wheel snaps
when it goes quiet and a sideways wheel moves a sideways row, the Gallery button works every
time, a shared link reopens the same screen, and the right-to-left, display-scale and
free-resize controls lay the spec out again. Saves screenshots.

The server must be started with Examples/carousel.json as its startup spec (scripts/check-playground
does), so the Gallery test can see it come back by mistake.

Usage: playground_browser_test.py URL CHROMIUM OUTDIR
Prints 'N passed, N failed' and exits non-zero on any failure."""

import base64, json, os, subprocess, sys, time, urllib.request

URL, CHROMIUM, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(OUT, exist_ok=True)


class Browser:
    def __init__(self):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()

        def child_fds():  # Chromium reads commands on fd 3 and writes answers on fd 4.
            read_end, write_end = os.dup(to_chrome_r), os.dup(from_chrome_w)  # neither is 3 or 4 now
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self.proc = subprocess.Popen(
            [CHROMIUM, '--headless=new', '--remote-debugging-pipe', '--no-sandbox', '--disable-gpu',
             '--no-first-run', '--disable-extensions', '--window-size=1280,1000', '--hide-scrollbars',
             'about:blank'],
            preexec_fn=child_fds, pass_fds=(3, 4),  # kept open through the child's fd cleanup
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer = b''
        self.next_id = 0
        target = self.call('Target.createTarget', {'url': 'about:blank'})['targetId']
        self.session = self.call('Target.attachToTarget', {'targetId': target, 'flatten': True})['sessionId']
        self.call('Page.enable', session=True)
        self.call('Emulation.setDeviceMetricsOverride', {'width': 1280, 'height': 1000, 'deviceScaleFactor': 1, 'mobile': False}, session=True)

    def call(self, method, params=None, session=False, timeout=30):
        self.next_id += 1
        message = {'id': self.next_id, 'method': method, 'params': params or {}}
        if session:
            message['sessionId'] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b'\0')
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b'\0' not in self.buffer:
                chunk = os.read(self.from_chrome, 1 << 20)
                if not chunk:
                    raise RuntimeError('chromium closed the pipe')
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b'\0', 1)
            answer = json.loads(raw)
            if answer.get('id') == self.next_id:
                if 'error' in answer:
                    raise RuntimeError(f'{method}: {answer["error"]}')
                return answer.get('result', {})
        raise TimeoutError(method)

    def eval(self, expression):
        result = self.call('Runtime.evaluate', {'expression': expression, 'awaitPromise': True, 'returnByValue': True}, session=True)
        if 'exceptionDetails' in result:
            raise RuntimeError(f'{expression}: {result["exceptionDetails"]}')
        return result['result'].get('value')

    def mouse(self, kind, x, y, buttons=1):
        self.call('Input.dispatchMouseEvent', {'type': kind, 'x': x, 'y': y, 'button': 'left',
                                               'buttons': 0 if kind == 'mouseReleased' else buttons, 'clickCount': 1}, session=True)

    def wheel(self, x, y, dx, dy):
        self.call('Input.dispatchMouseEvent', {'type': 'mouseWheel', 'x': x, 'y': y, 'deltaX': dx, 'deltaY': dy}, session=True)

    def hover(self, x, y):
        self.call('Input.dispatchMouseEvent', {'type': 'mouseMoved', 'x': x, 'y': y, 'button': 'none', 'buttons': 0}, session=True)

    def click(self, selector):
        """A real press and release at the centre of the element `selector` names."""
        x, y = self.eval(f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; }})()")
        self.mouse('mousePressed', x, y)
        self.mouse('mouseReleased', x, y)

    def screenshot(self, name):
        data = self.call('Page.captureScreenshot', {'format': 'png'}, session=True)['data']
        path = os.path.join(OUT, name)
        with open(path, 'wb') as f:
            f.write(base64.b64decode(data))
        return path

    def close(self):
        self.proc.kill()
        self.proc.wait()


passed, failed = 0, 0


def check(name, condition, detail=''):
    global passed, failed
    if condition:
        passed += 1
        print(f'ok   {name}')
    else:
        failed += 1
        print(f'FAIL {name} {detail}')


def post(path, body):
    request = urllib.request.Request(URL.rstrip('/') + path, data=body.encode(), method='POST')
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())


def wait_idle(b, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        # Until the page's module runs, window.playground is the <main id="playground"> element.
        if b.eval("window.playground && typeof window.playground.isIdle === 'function' && window.playground.describe !== null && window.playground.isIdle()"):
            time.sleep(0.15)  # one more frame's request may be on its way
            if b.eval('window.playground.isIdle()'):
                return True
        time.sleep(0.05)
    return False


def open_example(b, name):
    b.call('Page.navigate', {'url': URL + '?open=' + name + '#example=' + name}, session=True)  # a new load each time
    time.sleep(0.3)
    b.eval('window.playground.ready')
    return wait_idle(b)


def box_of(b, index_path, category='cell'):
    """The on-screen rect [left, top, width, height] of the drawn box for `index_path` ('2.3')."""
    return b.eval(f"""(() => {{ const e = [...document.querySelectorAll('#viewport .el')].find((e) =>
        e.dataset.category === '{category}' && e.dataset.indexPath === '{index_path}');
        if (!e) return null; const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }})()""")


def visible(b, element_id):
    return b.eval(f"!document.getElementById('{element_id}').hidden")


def viewport_box(b):
    return b.eval("(() => { const r = document.getElementById('viewport').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()")


def drag(b, start, delta, steps=8, interval=0.016, hold=0.0):
    x, y = start
    b.mouse('mousePressed', x, y)
    for i in range(1, steps + 1):
        b.mouse('mouseMoved', x + delta[0] * i / steps, y + delta[1] * i / steps)
        time.sleep(interval)
    if hold:  # keep still before releasing: no fling
        time.sleep(hold)
    b.mouse('mouseReleased', x + delta[0], y + delta[1])


def touch_swipe(b, start, dy, steps=10, interval=0.016):
    """A finger put down at `start` and moved `dy` px vertically (touch events, which the page's
    touch-action and the browser's own scrolling see as a phone's)."""
    x, y = start
    b.call('Input.dispatchTouchEvent', {'type': 'touchStart', 'touchPoints': [{'x': x, 'y': y}]}, session=True)
    for i in range(1, steps + 1):
        b.call('Input.dispatchTouchEvent', {'type': 'touchMove', 'touchPoints': [{'x': x, 'y': y + dy * i / steps}]}, session=True)
        time.sleep(interval)
    b.call('Input.dispatchTouchEvent', {'type': 'touchEnd', 'touchPoints': []}, session=True)


def drawn_matches_api(b, label):
    """The boxes on the page are the API's answer for the visible rect, and untransformed boxes
    sit at frame − offset inside the viewport."""
    state = b.eval('''(() => { const m = window.playground; const c = m.describe.container;
        const boxes = [...document.querySelectorAll('#viewport .el')].map((e) => { const r = e.getBoundingClientRect();
          return {path: e.dataset.category + ':' + e.dataset.indexPath, frame: e.dataset.frame, rect: [r.left, r.top, r.width, r.height],
                  transformed: e.style.transform !== ''}; });
        return {spec: m.spec, offset: m.offset, drawnOffset: m.drawnOffset, orthogonal: m.orthogonal, container: c, boxes, zoom: m.zoom}; })()''')
    o, c, z = state['offset'], state['container'], state['zoom']
    query = f"/layout?rect={o['x']},{o['y']},{c['width']},{c['height']}&offset={o['x']},{o['y']}"
    if state['orthogonal']:
        query += '&orthogonal=' + ','.join(f'{s}:{v}' for s, v in state['orthogonal'].items())
    api = post(query, state['spec'])
    expected = sorted(f"{e['category']}:{'.'.join(map(str, e['indexPath']))}|{','.join(fmt(v) for v in e['frame'])}"
                      for e in api['elements'] if not e.get('isHidden'))
    drawn = sorted(f"{x['path']}|{x['frame']}" for x in state['boxes'])
    check(f'{label}: drawn elements are the API frames for the visible rect ({len(drawn)})', expected == drawn and len(drawn) > 0,
          f'\n  api   {expected}\n  drawn {drawn}')
    vx, vy, _, _ = viewport_box(b)
    bad = []
    for x in state['boxes']:
        if x['transformed']:
            continue
        fx, fy, fw, fh = map(float, x['frame'].split(','))
        want = [vx + (fx - o['x']) * z, vy + (fy - o['y']) * z, fw * z, fh * z]
        if any(abs(p - q) > 0.6 for p, q in zip(x['rect'], want)):
            bad.append((x['path'], x['rect'], want))
    check(f'{label}: boxes are drawn at (frame − contentOffset) × zoom ({z:g})', not bad, str(bad[:3]))
    return state, api


def fmt(v):
    return str(int(v)) if float(v).is_integer() else repr(v)


b = Browser()
try:
    # --- The carousel: drag, fling, snap. ---
    check('carousel opens', open_example(b, 'carousel'))
    start = b.eval('window.playground.offset')
    check('carousel starts at the spec contentOffset (208.5, 0), item 1 centred', start == {'x': 208.5, 'y': 0}, str(start))
    drawn_matches_api(b, 'carousel at rest')
    b.screenshot('carousel-start.png')
    vx, vy, vw, vh = viewport_box(b)
    drag(b, (vx + vw * 0.75, vy + vh / 2), (-240, 0))
    check('carousel settles after the fling', wait_idle(b))
    fling = b.eval('window.playground.lastFling')
    offset = b.eval('window.playground.offset')
    check('a fling was asked of the server', fling is not None)
    if fling:
        check('resting offset is the server\'s snap target', offset['x'] == fling['targetOffset']['x'], f"{offset} vs {fling['targetOffset']}")
        check('the carousel rests with an item centred (a multiple of 208.5)', offset['x'] % 208.5 == 0 and offset['x'] > 208.5, str(offset))
        check('the fling had speed (rests beyond the drag)', fling['restingOffset']['x'] > 208.5 + 240, str(fling))
    _, api = drawn_matches_api(b, 'carousel after fling')
    centred = [e for e in api['elements'] if 'transform' not in e]
    check('one item is centred at full size, its neighbours scaled', len(centred) == 1 and
          abs(centred[0]['frame'][0] + centred[0]['frame'][2] / 2 - offset['x'] - 195) < 0.5, str(centred))
    print('screenshot', b.screenshot('carousel-fling.png'))

    # --- Editing: a new spacing lays out again; a bad spec keeps the last good layout. ---
    before = b.eval("window.playground.elements.map((e) => e.frame.join(','))")
    b.eval('''(() => { const ed = document.getElementById('editor');
        ed.value = ed.value.replace('"spacing": {"fixed": 16}', '"spacing": {"fixed": 40}');
        ed.dispatchEvent(new Event('input')); })()''')
    time.sleep(0.4)
    wait_idle(b)
    spec = b.eval('window.playground.spec')
    check('an edit of the spacing is applied', '"fixed": 40' in spec)
    after = b.eval("window.playground.elements.map((e) => e.frame.join(','))")
    check('the edit changes the drawn frames', after != before, f'{before} → {after}')
    drawn_matches_api(b, 'carousel after edit')
    b.eval('''(() => { const ed = document.getElementById('editor');
        ed.value = ed.value.replace('"sideItemScale": 0.75', '"sideItemScale": -1');
        ed.dispatchEvent(new Event('input')); })()''')
    time.sleep(0.5)
    error = b.eval("document.getElementById('error').textContent")
    check('a bad spec shows its error with the JSON path inline', error.startswith('error: layout.carousel.sideItemScale'), repr(error))
    kept = b.eval("window.playground.elements.map((e) => e.frame.join(','))")
    check('the last good layout stays on screen', kept == after)
    print('screenshot', b.screenshot('carousel-error.png'))
    # An emptied editor says what to do, in the page's words, not the server's ("the request
    # body is empty"); the last good layout stays.
    saved = b.eval("document.getElementById('editor').value")
    b.eval('''(() => { const ed = document.getElementById('editor'); ed.value = '  ';
        ed.dispatchEvent(new Event('input')); })()''')
    time.sleep(0.4)
    error = b.eval("document.getElementById('error').textContent")
    check('an empty editor asks for a spec', error == 'The editor is empty: write a spec, or pick an example in the Gallery.', repr(error))
    check('an empty editor keeps the last good layout', b.eval("window.playground.elements.map((e) => e.frame.join(','))") == kept)
    b.eval('''((text) => { const ed = document.getElementById('editor'); ed.value = text;
        ed.dispatchEvent(new Event('input')); })(%s)''' % json.dumps(saved))
    time.sleep(0.4)

    # --- Pinned headers: scroll down, a header stays at the top of the viewport. ---
    check('pinned headers example opens', open_example(b, 'compositional/pinned-section-headers'))
    vx, vy, vw, vh = viewport_box(b)
    start = b.eval('window.playground.offset')
    # 400 points down: inside section 1 (328…656), whose header is then pinned, not yet
    # pushed up by section 2's (that happens past 612 = 656 − the header's 44).
    drag(b, (vx + vw / 2, vy + vh * 0.8), (0, -400), steps=20, interval=0.02, hold=0.25)
    wait_idle(b)
    offset = b.eval('window.playground.offset')
    check('a slow drag scrolls by the drag and does not fling on', abs(offset['y'] - start['y'] - 400) <= 1, f'{start} → {offset}')
    state, _ = drawn_matches_api(b, 'pinned headers after drag')
    tops = [x for x in state['boxes'] if x['path'].startswith('supplementary') and abs(x['rect'][1] - vy) < 0.6]
    check('a section header is pinned at the top of the viewport', len(tops) == 1, f"viewport top {vy}: " + str([x['rect'] for x in state['boxes'] if x['path'].startswith('supp')]))
    drag(b, (vx + vw / 2, vy + vh * 0.7), (0, -300))
    check('pinned headers settle after a fling', wait_idle(b))
    fling = b.eval('window.playground.lastFling')
    offset = b.eval('window.playground.offset')
    check('resting offset is the server\'s target', fling is not None and offset['y'] == fling['targetOffset']['y'], f'{offset} {fling}')
    check('the fling carried the content on, inside the content (max 796)', start['y'] + 400 < offset['y'] <= 796, str(offset))
    state, _ = drawn_matches_api(b, 'pinned headers after fling')
    tops = [x for x in state['boxes'] if x['path'].startswith('supplementary') and abs(x['rect'][1] - vy) < 0.6]
    check('a header is still pinned at the top after the fling', len(tops) == 1)
    print('screenshot', b.screenshot('pinned-headers.png'))

    # --- Sideways rows (orthogonal-sections: five rows of 337.6 points, 0.4 of 844; row 2 starts
    # at 675.2, so on the first screen its cells' tops are at 685.2 with the 10-point insets). ---
    check('orthogonal sections open', open_example(b, 'compositional/orthogonal-sections'))
    vx, vy, vw, vh = viewport_box(b)
    cell = box_of(b, '2.0')
    check('row 2\'s first cell is on screen near the bottom', cell is not None and abs(cell[1] - vy - 685.2) < 0.6, str(cell))
    # Press 4 px below the cell's top: inside the cell that is y = 4, which is row 0 in content
    # coordinates — the old page moved row 0 here. Slow, then held: no fling.
    drag(b, (cell[0] + cell[2] / 2, cell[1] + 4), (-150, 0), steps=15, interval=0.02, hold=0.25)
    wait_idle(b)
    orthogonal = b.eval('window.playground.orthogonal')
    offset = b.eval('window.playground.offset')
    check('dragging row 2 moves row 2 by the drag (150)', abs(orthogonal.get('2', 0) - 150) <= 1, str(orthogonal))
    check('…and no other row, nor the page', set(orthogonal) == {'2'} and offset == {'x': 0, 'y': 0}, f'{orthogonal} {offset}')
    drawn_matches_api(b, 'row 2 after its drag')
    moved = box_of(b, '2.0')
    check('row 2\'s first cell is drawn 150 points to the left', moved is not None and abs(moved[0] - (cell[0] - 150)) < 0.6, f'{cell} → {moved}')
    print('screenshot', b.screenshot('orthogonal-row-drag.png'))

    # A pan that is mostly vertical (200 up, 40 sideways) starting on row 1 scrolls the page, as
    # on a phone; row 1 stays put.
    cell = box_of(b, '1.0')
    drag(b, (cell[0] + cell[2] / 2, cell[1] + cell[3] / 2), (40, -200), steps=20, interval=0.02, hold=0.25)
    wait_idle(b)
    orthogonal = b.eval('window.playground.orthogonal')
    offset = b.eval('window.playground.offset')
    check('a vertical pan over a sideways row scrolls the page by the pan (200)', abs(offset['y'] - 200) <= 1 and offset['x'] == 0, str(offset))
    check('…and leaves the row where it was', '1' not in orthogonal and abs(orthogonal.get('2', 0) - 150) <= 1, str(orthogonal))
    drawn_matches_api(b, 'page after a vertical pan over a row')

    # The wheel: a sideways wheel over row 1 (now at 137.6…475.2 on screen) moves row 1; a
    # vertical one over the same row scrolls the page.
    b.wheel(vx + vw / 2, vy + 300, 120, 0)
    time.sleep(0.05)
    b.wheel(vx + vw / 2, vy + 300, 60, 0)
    wait_idle(b)
    orthogonal = b.eval('window.playground.orthogonal')
    check('a sideways wheel over a sideways row moves that row (180)', abs(orthogonal.get('1', 0) - 180) <= 1, str(orthogonal))
    check('…not the page', b.eval('window.playground.offset.y') == offset['y'])
    b.wheel(vx + vw / 2, vy + 300, 0, 100)
    wait_idle(b)
    check('a vertical wheel over a sideways row scrolls the page', abs(b.eval('window.playground.offset.y') - offset['y'] - 100) <= 1,
          str(b.eval('window.playground.offset')))
    drawn_matches_api(b, 'rows after the wheel')

    # --- Right-to-left sideways rows: an offset is logical (0 shows the first item at the
    # leading edge, it grows toward later items), so a row panned left to right keeps its place
    # mirrored when right-to-left is turned on, and a right-to-left row scrolls on toward the
    # left: a drag to the right grows its offset, a drag to the left stops at its first item. ---
    check('orthogonal sections open again', open_example(b, 'compositional/orthogonal-sections'))
    vx, vy, vw, vh = viewport_box(b)
    width = b.eval('window.playground.describe.container.width')
    rest = box_of(b, '2.0')
    start = b.eval('window.playground.orthogonal').get('2', 0)   # the page may reopen a row where it was
    ltr0 = rest[0] + start                                        # item 0's left edge at offset 0
    y = rest[1] + rest[3] / 2
    drag(b, (vx + vw / 2, y), (-150, 0), steps=15, interval=0.02, hold=0.25)
    wait_idle(b)
    panned = start + 150
    check(f'row 2 panned left to right to {panned}', abs(b.eval('window.playground.orthogonal').get('2', 0) - panned) <= 1, str(b.eval('window.playground.orthogonal')))
    b.click('#rtl')
    time.sleep(0.4)
    wait_idle(b)
    check('right-to-left turned on after the pan', json.loads(b.eval('window.playground.spec')).get('layoutDirection') == 'rightToLeft')
    check(f'…the row keeps its offset ({panned})', abs(b.eval('window.playground.orthogonal').get('2', 0) - panned) <= 1, str(b.eval('window.playground.orthogonal')))
    mirrored_rest = vx + width - (ltr0 - vx) - rest[2]   # item 0 at the trailing edge at offset 0
    cell = box_of(b, '2.0')
    check(f'…item 0 is {panned} right of its resting place (the row mirrored)', cell is None or abs(cell[0] - (mirrored_rest + panned)) < 0.6, f'{cell} vs {mirrored_rest + panned}')
    row2 = b.eval("[...document.querySelectorAll('#viewport .el')].filter((e) => e.dataset.category === 'cell' && e.dataset.indexPath.startsWith('2.')).length")
    check('…and the row is not empty', row2 > 0, str(row2))
    drawn_matches_api(b, 'row 2 right-to-left after a pan')
    # A drag to the right (toward later items right to left): the offset grows by the drag.
    drag(b, (vx + vw / 2, y), (100, 0), steps=15, interval=0.02, hold=0.25)
    wait_idle(b)
    check(f'right to left, a drag right scrolls row 2 on ({panned} → {panned + 100})', abs(b.eval('window.playground.orthogonal').get('2', 0) - (panned + 100)) <= 1, str(b.eval('window.playground.orthogonal')))
    drawn_matches_api(b, 'row 2 right-to-left dragged right')
    # A drag to the left past the start: it stops with item 0 at the trailing edge, not beyond.
    drag(b, (vx + vw / 2, y), (-(panned + 250), 0), steps=20, interval=0.02, hold=0.25)
    wait_idle(b)
    check('right to left, a drag left stops at the first item (0)', abs(b.eval('window.playground.orthogonal').get('2', 0)) <= 1, str(b.eval('window.playground.orthogonal')))
    cell = box_of(b, '2.0')
    check('…item 0 back at the trailing edge', cell is not None and abs(cell[0] - mirrored_rest) < 0.6, f'{cell} vs {mirrored_rest}')
    drawn_matches_api(b, 'row 2 right-to-left at its start')
    print('screenshot', b.screenshot('orthogonal-rtl.png'))
    b.click('#rtl')
    time.sleep(0.4)
    wait_idle(b)

    # --- The wheel snaps when quiet: 120 points from 208.5 rests between items; the carousel
    # must come to rest on the server's snap target, an item centred (a multiple of 208.5). ---
    check('carousel opens again', open_example(b, 'carousel'))
    vx, vy, vw, vh = viewport_box(b)
    for _ in range(3):
        b.wheel(vx + vw / 2, vy + vh / 2, 0, 40)
        time.sleep(0.03)
    time.sleep(0.05)
    between = b.eval('window.playground.offset.x')
    check('the wheel moves the carousel (to 328.5, between items)', abs(between - 328.5) <= 1, str(between))
    check('the carousel settles after the wheel', wait_idle(b))
    fling = b.eval('window.playground.lastFling')
    offset = b.eval('window.playground.offset')
    check('after the wheel it rests on the server\'s snap target', fling is not None and offset['x'] == fling['targetOffset']['x'], f'{offset} {fling and fling["targetOffset"]}')
    check('…with an item centred (a multiple of 208.5)', offset['x'] % 208.5 == 0, str(offset))
    drawn_matches_api(b, 'carousel after the wheel')

    # --- Legibility: labels of at least 12 px, rounded numbers in the hover overlay, a hint. ---
    size = b.eval("parseFloat(getComputedStyle(document.querySelector('#viewport .el')).fontSize)")
    check('cell labels are at least 12 px', size >= 12, str(size))
    side = b.eval("""(() => { const e = [...document.querySelectorAll('#viewport .el')].find((e) => e.element.alpha !== undefined && e.element.alpha < 1);
        if (!e) return null; const r = e.getBoundingClientRect(), v = document.getElementById('viewport').getBoundingClientRect();
        // The middle of the part on screen (a side item is partly outside the phone).
        const left = Math.max(r.left, v.left), right = Math.min(r.right, v.right), top = Math.max(r.top, v.top), bottom = Math.min(r.bottom, v.bottom);
        return [(left + right) / 2, (top + bottom) / 2, e.element.alpha]; })()""")
    check('a side item with a fractional alpha is drawn', side is not None, str(side))
    if side:
        b.hover(side[0], side[1])
        time.sleep(0.1)
        tip = b.eval("document.getElementById('tooltip').textContent")
        import re
        long_numbers = re.findall(r'\d+\.\d{3,}', tip)
        check('the hover overlay rounds numbers to two decimals', tip and not long_numbers, repr(tip))
        check('…and shows the alpha rounded', f"alpha {round(side[2], 2):g}" in tip, f'{side[2]} in {tip!r}')
        print('screenshot', b.screenshot('carousel-hover.png'))
    hint = b.eval("document.getElementById('hint') && document.getElementById('hint').offsetHeight > 0 ? document.getElementById('hint').textContent : ''")
    lines = b.eval("(() => { const h = document.getElementById('hint'); return h ? h.offsetHeight / parseFloat(getComputedStyle(h).lineHeight || '0') : 0; })()")
    check('a one-line hint says to drag the phone', 'Drag' in hint and lines is not None and 0 < lines < 1.5, f'{hint!r}, {lines} lines')

    # --- Re-snapping after an edit: at an item (417), wider spacing moves the snap points; the
    # page settles on the new ones. ---
    cell = viewport_box(b)
    drag(b, (vx + vw * 0.75, vy + vh / 2), (-100, 0), steps=10, interval=0.02, hold=0.25)
    wait_idle(b)
    before = b.eval('window.playground.offset.x')
    b.eval('''(() => { const ed = document.getElementById('editor');
        ed.value = ed.value.replace('"spacing": {"fixed": 16}', '"spacing": {"fixed": 60}');
        ed.dispatchEvent(new Event('input')); })()''')
    time.sleep(0.4)
    wait_idle(b)
    state, api = drawn_matches_api(b, 'carousel after a spacing edit')
    offset = state['offset']
    centred = [e for e in api['elements'] if 'transform' not in e]
    check('after an edit the carousel re-snaps: one item centred', before % 208.5 == 0 and len(centred) == 1 and
          abs(centred[0]['frame'][0] + centred[0]['frame'][2] / 2 - offset['x'] - 195) < 0.5, f'{before} → {offset} {centred}')

    # --- A shared link reopens the same screen: the spec as edited, scrolled where it was. ---
    b.click('#share-button')
    time.sleep(0.2)
    link = b.eval('location.href')
    check('Share puts the spec in the URL fragment', '#spec=' in link, link[:120])
    shared_spec, shared_offset = b.eval('window.playground.spec'), b.eval('window.playground.offset')
    shared_frames = sorted(b.eval("window.playground.elements.map((e) => e.frame.join(','))"))
    b.call('Page.navigate', {'url': 'about:blank'}, session=True)
    time.sleep(0.3)
    b.call('Page.navigate', {'url': link}, session=True)
    time.sleep(0.3)
    b.eval('window.playground.ready')
    check('the shared link opens', wait_idle(b))
    check('…with the same spec', json.loads(b.eval('window.playground.spec')) == json.loads(shared_spec))
    check('…scrolled to the same offset', b.eval('window.playground.offset') == shared_offset, f"{b.eval('window.playground.offset')} vs {shared_offset}")
    check('…drawing the same boxes', sorted(b.eval("window.playground.elements.map((e) => e.frame.join(','))")) == shared_frames)
    drawn_matches_api(b, 'shared link')
    print('screenshot', b.screenshot('shared-link.png'))

    # --- Right-to-left and display scale toggles, free resizing. ---
    check('grid opens', open_example(b, 'compositional/grid'))
    width = b.eval('window.playground.describe.container.width')
    ltr = box_of(b, '0.0')
    b.click('#rtl')
    time.sleep(0.4)
    wait_idle(b)
    check('the right-to-left toggle writes layoutDirection into the spec', json.loads(b.eval('window.playground.spec')).get('layoutDirection') == 'rightToLeft')
    rtl = box_of(b, '0.0')
    vx, vy, vw, vh = viewport_box(b)
    # Mirrored: the first cell's left edge is the container's width minus its old right edge.
    check('right-to-left mirrors the first cell', ltr and rtl and abs((rtl[0] - vx) - (width - (ltr[0] - vx + ltr[2]))) < 0.6, f'{ltr} → {rtl}')
    drawn_matches_api(b, 'grid right-to-left')
    print('screenshot', b.screenshot('grid-rtl.png'))
    b.eval("(() => { const s = document.getElementById('scale'); s.value = '1'; s.dispatchEvent(new Event('change')); })()")
    time.sleep(0.4)
    wait_idle(b)
    check('the scale control writes displayScale into the spec', json.loads(b.eval('window.playground.spec')).get('displayScale') == 1)
    drawn_matches_api(b, 'grid at scale 1')
    b.eval("(() => { const s = document.getElementById('device'); s.value = 'free'; s.dispatchEvent(new Event('change')); })()")
    time.sleep(0.2)
    # What dragging the frame's resize handle does: the frame gets an inline size.
    b.eval("(() => { const f = document.getElementById('device-frame'); f.style.width = (300 + 24) + 'px'; f.style.height = (500 + 24) + 'px'; })()")
    time.sleep(0.5)
    wait_idle(b)
    container = b.eval('window.playground.describe.container')
    check('resizing the free device frame resizes the container (300×500)', container == {'width': 300, 'height': 500}, str(container))
    drawn_matches_api(b, 'grid in a resized frame')
    print('screenshot', b.screenshot('grid-free-resize.png'))

    # --- Justified rows: drawn as the API lays them out, mirrored right to left. ---
    check('justified rows open', open_example(b, 'justified-rows'))
    drawn_matches_api(b, 'justified rows')
    width = b.eval('window.playground.describe.container.width')
    ltr = box_of(b, '0.0')
    print('screenshot', b.screenshot('justified-rows.png'))
    b.click('#rtl')
    time.sleep(0.4)
    wait_idle(b)
    rtl = box_of(b, '0.0')
    vx, vy, vw, vh = viewport_box(b)
    check('justified rows: right-to-left starts the first row at the right edge',
          ltr and rtl and abs((rtl[0] - vx) - (width - (ltr[0] - vx + ltr[2]))) < 0.6, f'{ltr} → {rtl}')
    drawn_matches_api(b, 'justified rows right-to-left')
    print('screenshot', b.screenshot('justified-rows-rtl.png'))

    # --- Right to left, a carousel starts on its first item, as `tessera render` and the driver
    # start it: 12 items of 220 at pitch 208.5, content 2,683.5 wide, offsets 0…2,293.5. Without
    # a contentOffset a right-to-left one opens at 2,293.5 (item 0 centred at the right end);
    # the toggle keeps the item in view (offset mirrored: 2,293.5 − x), as the driver does. ---
    rtl_carousel = json.dumps({'container': {'width': 390, 'height': 300}, 'displayScale': 2, 'layoutDirection': 'rightToLeft',
                               'sections': [{'itemCount': 12}],
                               'layout': {'carousel': {'itemWidth': {'absolute': 220}, 'itemHeight': {'fractional': 0.8},
                                                       'spacing': {'fixed': 16}, 'sideItemScale': 0.75}}}, indent=2)
    b.eval('window.playground.ready = window.playground.open("right-to-left carousel", %s)' % json.dumps(rtl_carousel))
    b.eval('window.playground.ready')
    wait_idle(b)
    start = b.eval('window.playground.offset')
    check('a right-to-left carousel without contentOffset opens on item 0 (2293.5)', start == {'x': 2293.5, 'y': 0}, str(start))
    b.click('#rtl')
    time.sleep(0.4)
    wait_idle(b)
    check('turned left to right, it shows item 0 at the left end (0)', b.eval('window.playground.offset') == {'x': 0, 'y': 0}, str(b.eval('window.playground.offset')))
    # A 100 × 100 view is magnified (3×, to 300 px) so every cell has room for its label (the
    # 40 × 10 one too: 30 px tall).
    check('view/flow opens', open_example(b, 'view/flow'))
    labels = b.eval("[...document.querySelectorAll('#viewport .el.cell')].map((e) => e.textContent)")
    check('a 100 × 100 view is shown at 3× with every cell labelled', b.eval('window.playground.zoom') == 3 and sorted(labels) == ['0', '1', '2', '3'], str(labels))
    drawn_matches_api(b, 'view/flow magnified')
    check('carousel opens for the direction toggle', open_example(b, 'carousel'))
    b.click('#rtl')
    time.sleep(0.4)
    wait_idle(b)
    offset = b.eval('window.playground.offset')
    check('ticking right to left keeps item 1 centred (208.5 → 2085)', offset == {'x': 2085, 'y': 0}, str(offset))
    centred = [e for e in b.eval('window.playground.elements') if 'transform' not in e]
    check('…the item centred is item 1', [e['indexPath'] for e in centred] == [[0, 1]], str(centred))

    # --- The Gallery button, twice: the startup spec (carousel) must not come back. ---
    b.call('Page.navigate', {'url': URL}, session=True)
    time.sleep(0.3)
    b.eval('window.playground.ready')
    wait_idle(b)
    check('the startup spec opens at /', b.eval("document.getElementById('spec-name').textContent").endswith('carousel.json'))
    b.click('#gallery-button')
    time.sleep(1.5)
    check('the first Gallery click shows the gallery', visible(b, 'gallery') and not visible(b, 'playground'))
    b.click('#gallery .card[data-example="compositional/list"]')
    time.sleep(0.5)
    b.eval('window.playground.ready')
    wait_idle(b)
    check('a card opens its example', visible(b, 'playground') and b.eval("document.getElementById('spec-name').textContent") == 'compositional/list')
    b.click('#gallery-button')
    time.sleep(1.5)
    check('the second Gallery click shows the gallery, not the startup spec',
          visible(b, 'gallery') and not visible(b, 'playground'), b.eval("document.getElementById('spec-name').textContent"))

    # --- The gallery. ---
    b.call('Page.navigate', {'url': URL + '#gallery'}, session=True)
    time.sleep(2.5)
    cards = b.eval("document.querySelectorAll('#gallery .card').length")
    drawn = b.eval("document.querySelectorAll('#gallery .card .thumb .el').length")
    check('the gallery shows every example, drawn', cards >= 40 and drawn > cards, f'{cards} cards, {drawn} boxes')
    print('screenshot', b.screenshot('gallery.png'))

    # --- The device switch rewrites the container only: the rest of the text stays as written;
    # the iPhone SE's frame is as wide as its screen (no dark band beside it). ---
    check('carousel opens for the device switch', open_example(b, 'carousel'))
    written = b.eval("document.getElementById('editor').value")
    # The same spec as one compact line, keys in another order: how a person might write it.
    compact = json.dumps({k: v for k, v in reversed(list(json.loads(written).items()))}, separators=(',', ':'))
    b.eval('''((text) => { const ed = document.getElementById('editor'); ed.value = text;
        ed.dispatchEvent(new Event('input')); })(%s)''' % json.dumps(compact))
    time.sleep(0.4)
    wait_idle(b)
    b.eval("(() => { const s = document.getElementById('device'); s.value = '320x568'; s.dispatchEvent(new Event('change')); })()")
    time.sleep(0.4)
    wait_idle(b)
    after = b.eval("document.getElementById('editor').value")
    old_container = json.dumps(json.loads(compact)['container'], separators=(',', ':'))
    check('the device switch changes only the container\'s text', after == compact.replace(old_container, '{"width": 320, "height": 568}'), repr(after[:160]))
    frame = b.eval("(() => { const f = document.getElementById('device-frame').getBoundingClientRect(); const v = document.getElementById('viewport').getBoundingClientRect(); return [f.width, v.width]; })()")
    check('the iPhone SE frame is its screen and the border, no band', frame == [320 + 24, 320], str(frame))

    # --- A phone-sized window (390 × 844, touch). ---
    b.call('Emulation.setDeviceMetricsOverride', {'width': 390, 'height': 844, 'deviceScaleFactor': 3, 'mobile': True}, session=True)
    b.call('Emulation.setTouchEmulationEnabled', {'enabled': True, 'maxTouchPoints': 1}, session=True)
    page_width = "(() => [document.documentElement.scrollWidth, window.innerWidth])()"
    b.call('Page.navigate', {'url': URL + '?phone#gallery'}, session=True)
    time.sleep(2.5)
    width = b.eval(page_width)
    check('phone: the gallery does not scroll sideways', width[0] <= width[1], str(width))
    # A card far down opens its layout at the top of the page.
    b.eval('''document.querySelector('#gallery .card[data-example="view/zstack"]').scrollIntoView()''')
    time.sleep(0.3)
    scrolled = b.eval('window.scrollY')
    b.click('#gallery .card[data-example="view/zstack"]')
    time.sleep(0.5)
    b.eval('window.playground.ready')
    wait_idle(b)
    check('phone: a card far down opens its layout at the top of the page', scrolled > 500 and b.eval('window.scrollY') == 0 and visible(b, 'playground'),
          f'scrolled {scrolled}, now {b.eval("window.scrollY")}')
    check('phone: carousel opens', open_example(b, 'carousel'))
    width = b.eval(page_width)
    check('phone: the page does not scroll sideways', width[0] <= width[1], str(width))
    vx, vy, vw, vh = viewport_box(b)
    check('phone: the whole phone screen is in the window', vx >= 0 and vx + vw <= 390, str([vx, vy, vw, vh]))
    for element in ['editor', 'error']:
        b.eval(f"document.getElementById('{element}').scrollIntoView()")
        time.sleep(0.2)
        r = b.eval(f"(() => {{ const r = document.getElementById('{element}').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }})()")
        check(f'phone: the {element} can be scrolled to, within the window\'s width', r[0] >= 0 and r[2] <= 390 and 0 <= r[1] < 844, str(r))
    # A vertical swipe on the sideways carousel scrolls the page, not the carousel (first at
    # rest on an item).
    b.eval('window.scrollTo(0, 0)')
    b.eval('window.playground.flingFrom(null, {x: 0, y: 0})')
    wait_idle(b)
    time.sleep(0.2)
    vx, vy, vw, vh = viewport_box(b)
    before = b.eval('window.playground.offset')
    room = b.eval('document.documentElement.scrollHeight - window.innerHeight')
    touch_swipe(b, (vx + vw / 2, vy + vh / 2), -150)
    time.sleep(0.6)
    wait_idle(b)
    check('phone: a vertical swipe on the carousel scrolls the page', room > 40 and b.eval('window.scrollY') >= min(room, 100), f"{b.eval('window.scrollY')} of {room}")
    check('phone: …and leaves the carousel where it was', b.eval('window.playground.offset') == before, f"{before} → {b.eval('window.playground.offset')}")
    print('screenshot', b.screenshot('phone-carousel.png'))

    # --- On a phone, a layout as tall as the phone (390 × 844) and an iPad-wide one, by touch. ---
    check('phone: pinterest opens', open_example(b, 'pinterest'))
    b.eval('window.scrollTo(0, 0)')
    vx, vy, vw, vh = viewport_box(b)
    zoom = b.eval('window.playground.zoom')
    check('phone: a screen as tall as the phone is scaled to 60% of the window\'s height', vh <= 0.6 * 844 + 0.5 and abs(vw / vh - 390 / 844) < 0.01,
          f'{[vx, vy, vw, vh]}, zoom {zoom}')
    drawn_matches_api(b, 'phone: pinterest scaled')
    # A finger on the layout scrolls the layout (its own touch handling), not the page.
    touch_swipe(b, (vx + vw / 2, vy + vh * 0.8), -120)
    time.sleep(0.6)
    wait_idle(b)
    check('phone: a swipe on the layout scrolls the layout', b.eval('window.playground.offset.y') > 100 and b.eval('window.scrollY') == 0,
          f"offset {b.eval('window.playground.offset')}, page {b.eval('window.scrollY')}")
    # A finger beside the screen (and below it) scrolls the page, until the editor and the error line are on screen.
    for _ in range(4):
        touch_swipe(b, (max(4, vx / 2), min(vy + vh / 2, 700)), -250)
        time.sleep(0.5)
    r = b.eval("(() => { const r = document.getElementById('error').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })()")
    check('phone: swipes beside the screen scroll the page down to the editor and its error line', b.eval('window.scrollY') > 0 and 0 <= r[1] and r[3] <= 844,
          f"page {b.eval('window.scrollY')}, error line {r}")
    b.eval('window.scrollTo(0, 0)')
    b.eval("(() => { const s = document.getElementById('device'); s.value = '820x1180'; s.dispatchEvent(new Event('change')); })()")
    time.sleep(0.5)
    wait_idle(b)
    vx, vy, vw, vh = viewport_box(b)
    width = b.eval(page_width)
    check('phone: an iPad-wide spec (820 × 1180) is scaled to fit the window', vx >= 0 and vx + vw <= 390.5 and vh <= 0.6 * 844 + 0.5 and width[0] <= width[1],
          f'{[vx, vy, vw, vh]}, page {width}')
    drawn_matches_api(b, 'phone: iPad-wide spec scaled')
    print('screenshot', b.screenshot('phone-ipad-spec.png'))
finally:
    b.close()

print(f'{passed} passed, {failed} failed')
sys.exit(1 if failed else 0)
