#!/usr/bin/env python3
"""Drives the Tessera playground in headless Chromium through the DevTools protocol over
--remote-debugging-pipe (standard library only): opens the carousel, drags and flings it, checks
the resting offset against the server's /fling answer and the item snapping, checks that the drawn
boxes are exactly the API's frames for the visible rect, edits the spacing and sees the change,
enters a bad spec and sees the error with the last good layout kept, then scrolls the
pinned-headers example and checks a header stays pinned at the top. Saves screenshots.

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
        if b.eval('window.playground && window.playground.describe !== null && window.playground.isIdle()'):
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


def drawn_matches_api(b, label):
    """The boxes on the page are the API's answer for the visible rect, and untransformed boxes
    sit at frame − offset inside the viewport."""
    state = b.eval('''(() => { const m = window.playground; const c = m.describe.container;
        const boxes = [...document.querySelectorAll('#viewport .el')].map((e) => { const r = e.getBoundingClientRect();
          return {path: e.dataset.category + ':' + e.dataset.indexPath, frame: e.dataset.frame, rect: [r.left, r.top, r.width, r.height],
                  transformed: e.style.transform !== ''}; });
        return {spec: m.spec, offset: m.offset, drawnOffset: m.drawnOffset, orthogonal: m.orthogonal, container: c, boxes}; })()''')
    o, c = state['offset'], state['container']
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
        want = [vx + fx - o['x'], vy + fy - o['y'], fw, fh]
        if any(abs(p - q) > 0.6 for p, q in zip(x['rect'], want)):
            bad.append((x['path'], x['rect'], want))
    check(f'{label}: boxes are drawn at frame − contentOffset', not bad, str(bad[:3]))
    return state, api


def fmt(v):
    return str(int(v)) if float(v).is_integer() else repr(v)


b = Browser()
try:
    # --- The carousel: drag, fling, snap. ---
    check('carousel opens', open_example(b, 'carousel'))
    start = b.eval('window.playground.offset')
    check('carousel starts at the spec contentOffset (130, 0)', start == {'x': 130, 'y': 0}, str(start))
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
        check('the carousel rests with an item centred (a multiple of 208.5)', offset['x'] % 208.5 == 0 and offset['x'] > 130, str(offset))
        check('the fling had speed (rests beyond the drag)', fling['restingOffset']['x'] > 130 + 240, str(fling))
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

    # --- The gallery. ---
    b.call('Page.navigate', {'url': URL + '?gallery'}, session=True)
    time.sleep(2.5)
    cards = b.eval("document.querySelectorAll('#gallery .card').length")
    drawn = b.eval("document.querySelectorAll('#gallery .card .thumb .el').length")
    check('the gallery shows every example, drawn', cards >= 40 and drawn > cards, f'{cards} cards, {drawn} boxes')
    print('screenshot', b.screenshot('gallery.png'))
finally:
    b.close()

print(f'{passed} passed, {failed} failed')
sys.exit(1 if failed else 0)
