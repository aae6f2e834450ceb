package crash

import (
	"testing"
)

// TestRecover: a panic in a goroutine started by Go, or in a function that
// defers Recover, reaches the handler, once, with its value; with no
// handler, Recover panics again.
func TestRecover(t *testing.T) {
	got := make(chan any, 2)
	Handle(func(r any) { got <- r })
	defer handler.Store(nil)

	Go(func() { panic("on a goroutine") })
	if r := <-got; r != "on a goroutine" {
		t.Errorf("the handler heard %v", r)
	}
	func() {
		defer Recover()
		panic("in a callback")
	}()
	if r := <-got; r != "in a callback" {
		t.Errorf("the handler heard %v", r)
	}
	func() {
		defer Recover()
	}()
	select {
	case r := <-got:
		t.Errorf("no panic, and the handler heard %v", r)
	default:
	}

	handler.Store(nil)
	defer func() {
		if r := recover(); r != "unhandled" {
			t.Errorf("with no handler, recovered %v", r)
		}
	}()
	func() {
		defer Recover()
		panic("unhandled")
	}()
	t.Error("with no handler, the panic went no further")
}
