package bot

import (
	"sync"
	"syscall/js"
)

// eventLoop is a MessageChannel whose messages wake the searches waiting
// in turn. A message is delivered as a task of its own, after the tasks
// already queued (input, rendering, timers), and unlike a timer it is not
// held back to 4 ms when timers nest.
var eventLoop struct {
	once    sync.Once
	port    js.Value // where turn posts
	mu      sync.Mutex
	waiting []chan struct{}
}

// turn hands control back to the browser's event loop and returns once it
// has run a task of its own: until then, nothing in this program is
// runnable but the other goroutines, so Go returns to JavaScript as soon
// as they are done.
func turn() {
	eventLoop.once.Do(func() {
		ch := js.Global().Get("MessageChannel").New()
		ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
			eventLoop.mu.Lock()
			w := eventLoop.waiting
			eventLoop.waiting = nil
			eventLoop.mu.Unlock()
			for _, c := range w {
				close(c)
			}
			return nil
		}))
		eventLoop.port = ch.Get("port2")
	})
	c := make(chan struct{})
	eventLoop.mu.Lock()
	eventLoop.waiting = append(eventLoop.waiting, c)
	eventLoop.mu.Unlock()
	eventLoop.port.Call("postMessage", nil)
	<-c
}
