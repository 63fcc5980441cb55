/* Local stand-in for the third-party scheduling widget script (Calendly-style API).
   Records every initInlineWidget call (URL, parent id, and any prefill and utm options) so tests
   can check it, and renders a marker. */
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
    },
  };
})();
