/* Local stand-in for the Netlify Identity widget (identity.netlify.com/v1/netlify-identity-widget.js),
   the part of its API that Decap's git-gateway sign-in uses: on/off for events, init (fires
   "init" with no user signed in), currentUser, open (records the call: the real widget shows its
   sign-in dialog), close and logout. */
(function () {
  var handlers = {};
  function emit(event, value) {
    (handlers[event] || []).slice().forEach(function (h) {
      h(value);
    });
  }
  window.__identityOpened = 0;
  window.netlifyIdentity = {
    on: function (event, handler) {
      (handlers[event] = handlers[event] || []).push(handler);
    },
    off: function (event, handler) {
      handlers[event] = (handlers[event] || []).filter(function (h) {
        return h !== handler;
      });
    },
    init: function () {
      setTimeout(function () {
        emit("init", null);
      }, 0);
    },
    currentUser: function () {
      return null;
    },
    open: function () {
      window.__identityOpened += 1;
      emit("open");
    },
    close: function () {
      emit("close");
    },
    logout: function () {
      emit("logout");
    },
  };
  // The real widget starts itself once the page has loaded.
  window.netlifyIdentity.init();
})();
