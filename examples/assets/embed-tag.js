/*
 * Writes the embed's script tag for these example pages. A real partner page writes it directly:
 *
 *   <script async src="https://api.example.com/embed/meedu.js"
 *           data-api="https://api.example.com" data-site="https://learn.example.com"></script>
 *
 * The examples cannot, because the reference server picks its ports at start-up: it publishes
 * them in server-config.js (window.MEEDU_SERVER), and this file copies its own data-* attributes
 * and nonce onto a tag pointing at the right origin (with data-sri: at the versioned loader, with
 * its integrity, see sri.html).
 */
(function () {
  var me = document.currentScript;
  var server = window.MEEDU_SERVER;
  if (!server) {
    console.error('[examples] server-config.js 未加载，无法找到组件脚本的地址');
    return;
  }
  var tag = document.createElement('script');
  tag.async = true;
  tag.src = server.embed;
  if (me && me.nonce) tag.nonce = me.nonce;
  for (var i = 0; me && i < me.attributes.length; i++) {
    var attr = me.attributes[i];
    if (attr.name.indexOf('data-') === 0 && attr.name !== 'data-sri') tag.setAttribute(attr.name, attr.value);
  }
  tag.setAttribute('data-api', server.api);
  if (!tag.hasAttribute('data-site')) tag.setAttribute('data-site', server.site);
  if (!me || !me.hasAttribute('data-sri')) {
    document.head.appendChild(tag);
    return;
  }
  /*
   * data-sri: pin the release. A partner copies the versioned name and its integrity from
   * meedu.manifest.json of the release once, into the tag itself:
   *
   *   <script async src="https://api.example.com/embed/meedu.<hash>.js"
   *           integrity="sha384-…" crossorigin="anonymous" data-api="…"></script>
   *
   * This page reads them from the manifest because the example server's build changes.
   */
  fetch(server.embed.replace(/meedu\.js$/, 'meedu.manifest.json'))
    .then(function (res) {
      return res.json();
    })
    .then(function (manifest) {
      tag.src = server.embed.replace(/meedu\.js$/, manifest.versioned);
      tag.integrity = manifest.integrity;
      tag.crossOrigin = 'anonymous';
      document.head.appendChild(tag);
    })
    .catch(function (err) {
      console.error('[examples] meedu.manifest.json 无法读取', err);
    });
})();
