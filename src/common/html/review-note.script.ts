/**
 * The client page's "what will need review" note, updated as the owner edits: it compares the form
 * with the approved values (data attributes of `#review-note`) by the same rule as the server's
 * `splitEdit` (src/oauth/clients/pending-change.ts). Served as a same-origin file by
 * `PageAssetsController`, like the copy buttons: the CSP allows no inline script. Without it the
 * note still states the rule.
 */
export const REVIEW_NOTE_SCRIPT_PATH = '/assets/review-note.js';

export const REVIEW_NOTE_SCRIPT = `(function () {
  'use strict';
  var note = document.getElementById('review-note');
  if (!note) return;
  var out = document.getElementById('review-note-live');
  var form = note.closest('form');
  var lines = function (s) { return s.split(/\\r?\\n/).map(function (l) { return l.trim(); }).filter(Boolean); };
  var missing = function (list, from) { return list.filter(function (v) { return from.indexOf(v) < 0; }); };
  var approved = {
    name: note.dataset.name, logoUri: note.dataset.logoUri, websiteUri: note.dataset.websiteUri,
    redirectUris: lines(note.dataset.redirectUris), scopes: note.dataset.scopes.split(' ').filter(Boolean)
  };
  var legacy = note.dataset.legacy === 'true';
  function update() {
    var review = [], now = [];
    if (form.elements.name.value.trim() !== approved.name) review.push('the name');
    if (form.elements.logoUri.value.trim() !== approved.logoUri) review.push('the logo');
    var uris = lines(form.elements.redirectUris.value);
    var addedUris = missing(uris, approved.redirectUris);
    if (addedUris.length) review.push('new redirect URIs (' + addedUris.join(', ') + ')');
    if (missing(approved.redirectUris, uris).length) now.push('removing redirect URIs');
    var scopes = Array.prototype.map.call(form.querySelectorAll('input[name=scopes]:checked'), function (i) { return i.value; });
    if (!legacy) {
      var addedScopes = missing(scopes, approved.scopes);
      if (addedScopes.length) review.push('new scopes (' + addedScopes.join(', ') + ')');
      if (missing(approved.scopes, scopes).length) now.push('removing scopes');
    } else if (scopes.length) {
      now.push('selecting scopes');
    }
    if (form.elements.websiteUri.value.trim() !== approved.websiteUri) now.push('the website');
    var text = '';
    if (review.length) text = 'As the form stands, ' + review.join(', ') + ' will wait for review.';
    if (now.length) text += (text ? ' ' : '') + 'Applies at once: ' + now.join(', ') + '.';
    out.textContent = text;
    out.hidden = !text;
  }
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  update();
})();
`;
