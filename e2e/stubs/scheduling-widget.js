/* Local stand-in for the third-party scheduling widget script (Calendly-style API).
   Records every initInlineWidget call (URL, parent id, and any prefill and utm options) so tests
   can check it, and renders a marker. With `window.__schedulerStubFrame` set (by a test's init
   script) it also embeds the scheduler URL in an iframe, as the real widget does, so a test that
   answers that URL can have the frame post the scheduler's messages from the scheduler's own
   origin. */
(function () {
  window.__schedulerInitCalls = window.__schedulerInitCalls || [];
  window.__schedulerScriptLoads = (window.__schedulerScriptLoads || 0) + 1;
  window.Calendly = {
    initInlineWidget: function (options) {
      var call = {
        url: options.url,
        parentId: options.parentElement && options.parentElement.id,
      };
      if (options.prefill) call.prefill = options.prefill;
      if (options.utm) call.utm = options.utm;
      window.__schedulerInitCalls.push(call);
      var frame = document.createElement("div");
      frame.setAttribute("data-testid", "scheduler-stub");
      frame.textContent = "Scheduler stub for " + options.url;
      options.parentElement.appendChild(frame);
      if (window.__schedulerStubFrame) {
        var iframe = document.createElement("iframe");
        iframe.src = options.url;
        iframe.title = "Scheduler";
        options.parentElement.appendChild(iframe);
      }
    },
  };
})();
