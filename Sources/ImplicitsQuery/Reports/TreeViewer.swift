/// The HTML report's viewer of the whole view tree: the SVG sits in a frame as wide as
/// the page, and a small inline script (no network, no library) makes it zoomable (wheel,
/// +/−, double-click), pannable (drag) and searchable (a view's name: matches are
/// outlined, Enter goes from one to the next at reading size). A tree too large to read
/// whole opens at reading size on its first finding, Fit one click away. `#view-ID` in
/// the address (the links of the path pictures) centres the tree on that view. Without scripts the
/// frame scrolls over the picture at its natural size.
enum TreeViewer {
  static let toolbar = """
    <div class="viewer-bar" hidden>
    <input type="search" id="tree-search" placeholder="Find a view…" aria-label="Find a view in the tree">
    <span id="tree-matches" class="muted"></span>
    <button type="button" data-zoom="in" title="Zoom in">+</button>
    <button type="button" data-zoom="out" title="Zoom out">−</button>
    <button type="button" data-zoom="actual" title="Reading size">1:1</button>
    <button type="button" data-zoom="fit" title="The whole tree">Fit</button>
    <span class="muted">drag to pan · wheel to zoom · click a view for its reads</span>
    </div>
    """

  static let script = #"""
    (function () {
      var figure = document.querySelector('figure.tree'), svg = figure && figure.querySelector('svg');
      var bar = document.querySelector('.viewer-bar');
      if (!svg || !bar || !svg.viewBox || !svg.viewBox.baseVal || !svg.viewBox.baseVal.width) return;
      var base = svg.viewBox.baseVal, whole = {x: base.x, y: base.y, w: base.width, h: base.height};
      var view = {x: whole.x, y: whole.y, w: whole.w, h: whole.h};
      figure.classList.add('interactive');
      bar.hidden = false;
      svg.removeAttribute('width');
      svg.removeAttribute('height');
      svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
      var search = document.getElementById('tree-search'), count = document.getElementById('tree-matches');

      function frame() { var r = svg.getBoundingClientRect(); return {w: r.width || 1, h: r.height || 1}; }
      function scale() { var f = frame(); return Math.min(f.w / view.w, f.h / view.h); }
      function apply() { svg.setAttribute('viewBox', [view.x, view.y, view.w, view.h].join(' ')); }
      // Zoom by `factor` keeping the point (x, y) of the picture where it is.
      function zoom(factor, x, y) {
        var s = scale() * factor;
        if (s > 8 || (factor < 1 && view.w > whole.w * 4 && view.h > whole.h * 4)) return;
        if (x === undefined) { x = view.x + view.w / 2; y = view.y + view.h / 2; }
        view = {x: x - (x - view.x) / factor, y: y - (y - view.y) / factor, w: view.w / factor, h: view.h / factor};
        apply();
      }
      function fit() { view = {x: whole.x, y: whole.y, w: whole.w, h: whole.h}; apply(); }
      // Centre on a box of the picture at reading size (one unit to one pixel).
      function centre(box) {
        var f = frame();
        view = {x: box.x + box.width / 2 - f.w / 2, y: box.y + box.height / 2 - f.h / 2, w: f.w, h: f.h};
        apply();
      }
      function point(event) {
        var p = svg.createSVGPoint(); p.x = event.clientX; p.y = event.clientY;
        return p.matrixTransform(svg.getScreenCTM().inverse());
      }

      svg.addEventListener('wheel', function (event) {
        event.preventDefault();
        var p = point(event);
        zoom(event.deltaY < 0 ? 1.25 : 0.8, p.x, p.y);
      }, {passive: false});
      svg.addEventListener('dblclick', function (event) { var p = point(event); zoom(2, p.x, p.y); });
      var drag = null, moved = false;
      svg.addEventListener('pointerdown', function (event) {
        drag = {x: event.clientX, y: event.clientY, view: {x: view.x, y: view.y, w: view.w, h: view.h}};
        moved = false;
      });
      window.addEventListener('pointermove', function (event) {
        if (!drag) return;
        var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
        if (Math.abs(dx) + Math.abs(dy) > 3) { moved = true; figure.classList.add('dragging'); }
        if (!moved) return;
        var s = scale();
        view.x = drag.view.x - dx / s; view.y = drag.view.y - dy / s;
        apply();
      });
      window.addEventListener('pointerup', function () { drag = null; figure.classList.remove('dragging'); });
      // A drag that ends on a link does not follow it.
      svg.addEventListener('click', function (event) { if (moved) { event.preventDefault(); moved = false; } }, true);
      bar.addEventListener('click', function (event) {
        var action = event.target.getAttribute && event.target.getAttribute('data-zoom');
        if (action === 'in') zoom(1.5);
        else if (action === 'out') zoom(1 / 1.5);
        else if (action === 'fit') fit();
        else if (action === 'actual') { var s = scale(); zoom(1 / s); }
      });

      var nodes = Array.prototype.slice.call(svg.querySelectorAll('g.node'));
      function name(node) {
        var title = node.querySelector('title');
        return (node.getAttribute('data-name') || (title && title.textContent) || '').toLowerCase();
      }
      var matches = [], current = -1;
      function mark(node, on) { node.classList[on ? 'add' : 'remove']('match'); }
      function focusNode(node) {
        nodes.forEach(function (other) { other.classList.remove('focused'); });
        node.classList.add('focused');
        centre(node.getBBox());
      }
      search.addEventListener('input', function () {
        var text = search.value.trim().toLowerCase();
        matches = text ? nodes.filter(function (node) { return name(node).indexOf(text) >= 0; }) : [];
        nodes.forEach(function (node) { mark(node, matches.indexOf(node) >= 0); });
        svg.classList.toggle('searching', text.length > 0);
        current = -1;
        count.textContent = text ? matches.length + (matches.length === 1 ? ' view' : ' views') : '';
      });
      search.addEventListener('keydown', function (event) {
        if (event.key !== 'Enter' || !matches.length) return;
        event.preventDefault();
        current = (current + 1) % matches.length;
        focusNode(matches[current]);
        count.textContent = (current + 1) + ' of ' + matches.length;
      });
      function followAddress() {
        var id = decodeURIComponent(location.hash.slice(1));
        if (id.indexOf('view-') !== 0) return;
        var node = svg.getElementById ? svg.getElementById(id) : document.getElementById(id);
        if (!node) return;
        figure.scrollIntoView({block: 'center'});
        focusNode(node);
      }
      window.addEventListener('hashchange', followAddress);
      apply();
      // A tree too large to read whole (an app of hundreds of views) starts at reading
      // size around its first view that misses a value (else a preview's, else its
      // first view): the neighbourhood of a finding; Fit shows the whole tree.
      if (scale() < 0.75 && nodes.length) {
        centre((svg.querySelector('g.node.uncovered') || svg.querySelector('g.node.previewOnly') || nodes[0]).getBBox());
      }
      followAddress();
    })();
    """#
}
