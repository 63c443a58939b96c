/**
 * Copy buttons for pages. A page marks a value `<code id="x">` and a `<button data-copy="x"
 * data-copy-what="client ID" hidden>`; this script shows the buttons and copies on click. Without
 * JavaScript the buttons stay hidden and the values remain plain text to select.
 *
 * It is served as a same-origin file (see `PageAssetsController`) rather than written inline:
 * the Content-Security-Policy allows scripts from 'self' only, and no page needs 'unsafe-inline'.
 * The Clipboard API needs a secure context (https, or localhost); elsewhere the value is selected
 * and the person is told to press Ctrl+C.
 */
export const COPY_BUTTON_SCRIPT_PATH = '/assets/copy-button.js';

export const COPY_BUTTON_SCRIPT = `'use strict';
(function () {
  var status = document.getElementById('copy-status');
  function say(text) { if (status) status.textContent = text; }
  function select(element) {
    var range = document.createRange();
    range.selectNodeContents(element);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  function copy(element) {
    var text = element.textContent;
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    select(element);
    return document.execCommand('copy') ? Promise.resolve() : Promise.reject(new Error('copy refused'));
  }
  document.querySelectorAll('button[data-copy]').forEach(function (button) {
    var source = document.getElementById(button.getAttribute('data-copy'));
    if (!source) return;
    var what = button.getAttribute('data-copy-what') || 'value';
    var timer;
    function show(label, copied, message) {
      button.textContent = label;
      button.classList.toggle('copied', copied);
      say(message);
      clearTimeout(timer);
      timer = setTimeout(function () {
        button.textContent = 'Copy';
        button.classList.remove('copied');
      }, 2000);
    }
    button.hidden = false;
    button.addEventListener('click', function () {
      copy(source).then(function () {
        show('Copied', true, 'The ' + what + ' is copied.');
      }, function () {
        select(source);
        show('Press Ctrl+C', false, 'The ' + what + ' is selected: press Ctrl+C (or Cmd+C) to copy it.');
      });
    });
  });
})();
`;
