// A program that leans on what Trim must leave intact: stack growth and
// copying (stack-size tables, pointer maps), the garbage collector,
// panics unwinding through deferred calls, reflection's method calls,
// goroutines. It prints its results, then where it was called from and
// its function's name, which Trim clears.
package main

import (
	"fmt"
	"reflect"
	"runtime"
	"sort"
	"strings"
	"sync"
)

type node struct {
	next *node
	val  []int
}

// deep recurses n frames with pointers on every frame, so the stack grows
// and is copied many times while the collector runs.
func deep(n int, l *node) int {
	if n == 0 {
		runtime.GC()
		s := 0
		for ; l != nil; l = l.next {
			s += l.val[0]
		}
		return s
	}
	var pad [16]int
	pad[n%16] = n
	return deep(n-1, &node{next: l, val: []int{pad[n%16]}})
}

func risky(n int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered at depth %d: %v", n, r)
		}
	}()
	var walk func(int)
	walk = func(k int) {
		defer func() { _ = k }()
		if k == 0 {
			var m map[string]int
			m["x"] = 1 // nil map: a runtime panic
		}
		walk(k - 1)
	}
	walk(n)
	return nil
}

type greeter struct{ name string }

func (g greeter) Hello(to string) string { return g.name + " greets " + to }

func main() {
	var wg sync.WaitGroup
	results := make([]int, 8)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = deep(2000+100*i, nil)
		}()
	}
	wg.Wait()
	fmt.Println("sums", results)

	m := map[string][]string{}
	for i := range 20000 {
		k := fmt.Sprint(i % 97)
		m[k] = append(m[k], strings.Repeat("x", i%13))
	}
	runtime.GC()
	keys := make([]string, 0, len(m))
	total := 0
	for k, v := range m {
		keys = append(keys, k)
		total += len(v)
	}
	sort.Strings(keys)
	fmt.Println("map", len(keys), total, keys[:3])

	fmt.Println(risky(500))

	out := reflect.ValueOf(greeter{"Ada"}).MethodByName("Hello").Call([]reflect.Value{reflect.ValueOf("Bob")})
	fmt.Println("reflect", out[0].String())

	pc, file, line, ok := runtime.Caller(0)
	fmt.Printf("caller %s:%d %v\n", file[strings.LastIndex(file, "/")+1:], line, ok)
	fmt.Printf("name %q\n", runtime.FuncForPC(pc).Name())
}
