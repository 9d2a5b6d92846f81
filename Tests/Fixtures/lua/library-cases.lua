-- Calls to the string patterns, table.sort, table.move, string.rep, pcall,
-- xpcall and coroutines, whose results the sandbox must give exactly as
-- stock Lua 5.4 does: library-expected.txt is what `lua5.4 library-cases.lua`
-- printed. (The sandbox replaces these functions to enforce the time limit.)
local cases = {
 [[string.find("hello world", "o w")]], [[string.find("hello world", "l+")]], [[string.find("hello", "")]],
 [[string.find("hello", "", 10)]], [[string.find("hello", "", 6)]], [[string.find("hello", "l", -2)]],
 [[string.find("hello", "l", -100)]], [[string.find("a.b", ".", 1, true)]], [[string.find("a+b", "+", 1, true)]],
 [[string.find("abc", "b", 0)]], [[string.find("hello world", "(o)(r)")]], [[string.find("hello", "()ll()")]],
 [[string.match("key = value", "(%w+)%s*=%s*(%w+)")]], [[string.match("  trim  ", "^%s*(.-)%s*$")]],
 [[string.match("2024-11-24", "(%d+)-(%d+)-(%d+)")]], [[string.match("hello", ".-")]], [[string.match("hello", ".-$")]],
 [[string.match("THE (quick) fox", "%((%a+)%)")]], [[string.match("f(a(b)c)d", "%b()")]], [=[string.match("[[x]]", "%b[]")]=],
 [[string.match("THE quick", "%f[%a]%a+")]], [[string.match("hello", "%f[%l]")]], [[string.match("abcabc", "(abc)%1")]],
 [[string.match("abcabd", "(ab)c%1")]], [=[string.match("x", "[]]")]=], [=[string.match("]", "[]]")]=], [[string.match("a-b", "[a%-]+")]],
 [[string.match("hello", "[^aeiou]+")]], [[string.match("z", "[a-y]")]], [[string.match("-", "[a-]")]], [[string.match("x", "[%a-z]")]],
 [[string.match("aaa", "a?a?a?a")]], [[string.match("ab", "a?b?c?")]], [[string.match("$x", "$x")]], [[string.match("x$", "x$")]],
 [[string.match("x$y", "x$y")]], [[string.match("hello", "^(h)(e)")]], [[string.match("hello", "^e")]], [[string.match("", "^$")]],
 [[string.match("abc", "((a)(b))")]], [[string.match("abc", "()a()b()")]], [[string.match("\0a\0", "%z")]], [[string.match("a\0b", "a%zb")]],
 [[string.match("a\0b", "[%z]")]], [[string.match("hi", "%A")]], [[string.match("A1 b2", "%u%d")]], [[string.match("x y", "%S+$")]],
 [[string.match("0xFF", "%x+", 3)]], [[string.match("!?", "%p+")]], [[string.match("a\tb", "%c")]], [[string.match("ab", "%g+")]],
 [[string.gsub("hello world", "o", "0")]], [[string.gsub("hello world", "(o)", "[%1]")]], [[string.gsub("hello", "", "-")]],
 [[string.gsub("hello world", "%w+", "%0 %0", 1)]], [[string.gsub("abc", "%w", "%%")]], [[string.gsub("$name is $age", "%$(%w+)", {name="Bo", age=3})]],
 [[string.gsub("$name is $x", "%$(%w+)", {name="Bo"})]], [[string.gsub("a b c", "%a", function(c) return c:upper() end)]],
 [[string.gsub("a b c", "%a", function(c) if c == "b" then return false end return 1 end)]], [[string.gsub("abc", "^a", "x")]],
 [[string.gsub("aaa", "^a", "x")]], [[string.gsub("hello", "l*", "x")]], [[string.gsub("abc", ".", {a=1, b=true})]],
 [[string.gsub("abc", "b", "%2")]], [[string.gsub("abc", "(b)", "%2")]], [[string.gsub("abc", "b", "%")]], [[string.gsub("abc", "b", "%x")]],
 [[string.gsub("abc", "()", "%1")]], [[string.gsub("hello world", "(%w+) (%w+)", "%2 %1")]], [[string.gsub("abc", "b", 5)]],
 [[string.gsub("abc", "x*", "-")]], [[string.gsub("", "x*", "-")]], [[string.gsub("abc", ".", "%0%0", 0)]], [[string.gsub("abc", ".", "%0", -1)]],
 [[string.gsub("abc", "b", {})]], [[string.gsub("abc", "b", function() return {} end)]],
 [[string.find("a", "%")]], [[string.find("a", "[a")]], [[string.find("a", "[a%")]], [[string.find("a", "(a")]], [[string.find("a", "a)")]],
 [[string.find("a", "%b")]], [[string.find("a", "%ba")]], [[string.find("a", "%f")]], [[string.find("a", "%fa")]], [[string.find("a", "%1")]],
 [[string.find("a", "(a)%2")]], [[string.find("a", "(a%1)")]], [[string.find("aaa", "%0")]], [[string.match(string.rep("a", 300), string.rep("(a)", 33))]],
 [[string.match(string.rep("a", 100), string.rep("a?", 250))]], [[string.match("a", "[^]")]], [[string.match("^a", "^^a")]],
 [[select("#", string.match("x", "()"))]], [[string.match("hello", "(h)(e)(l)(l)(o)")]], [[string.match("hello", "%a*", 10)]],
 [[string.match("hello", ".", -1)]], [[string.match("hi there", "%s(.*)")]], [[string.match("1.5e3", "^[+-]?%d+%.?%d*[eE]?%d*$")]],
}
local function collect(fn) local ok, a = pcall(function() return table.pack(fn()) end)
  if not ok then return "ERR " .. tostring(a):gsub("^[^:]*:%d+: ", "") end
  local out = {} for i = 1, a.n do out[i] = type(a[i]) .. ":" .. tostring(a[i]) end return table.concat(out, ",") end
local results = {}
for i, c in ipairs(cases) do results[#results + 1] = i .. "\t" .. collect(load("return " .. c)) end
local iter = {} for k, v in string.gmatch("a=1, b=2, c=3", "(%w+)=(%w+)") do iter[#iter+1] = k .. v end
results[#results + 1] = "gmatch\t" .. table.concat(iter, ";")
iter = {} for w in string.gmatch("one two  three", "%a*") do iter[#iter+1] = "[" .. w .. "]" end
results[#results + 1] = "gmatch-empty\t" .. table.concat(iter, "")
iter = {} for w in string.gmatch("abc", "", 2) do iter[#iter+1] = "[" .. w .. "]" end
results[#results + 1] = "gmatch-init\t" .. table.concat(iter, "")
iter = {} for a, b in string.gmatch("abcd", "()(.)") do iter[#iter+1] = a .. b end
results[#results + 1] = "gmatch-pos\t" .. table.concat(iter, "")
iter = {} for w in ("x^y"):gmatch("^.") do iter[#iter+1] = w end
results[#results + 1] = "gmatch-caret\t" .. table.concat(iter, ",")
local t = {5, 3, 8, 1, 9, 2, 7} table.sort(t) results[#results + 1] = "sort\t" .. table.concat(t, ",")
t = {5, 3, 8, 1, 9, 2, 7} table.sort(t, function(a, b) return a > b end) results[#results + 1] = "sort-desc\t" .. table.concat(t, ",")
t = {"b", "a", "c"} table.sort(t) results[#results + 1] = "sort-str\t" .. table.concat(t, ",")
results[#results + 1] = "sort-mixed\t" .. collect(function() table.sort({1, "a"}) end)
results[#results + 1] = "sort-badcomp\t" .. collect(function() table.sort({1, 2}, 3) end)
t = {} table.sort(t) results[#results + 1] = "sort-empty\t" .. #t
t = {1, 2, 3, 4, 5} table.move(t, 2, 4, 1) results[#results + 1] = "move-left\t" .. table.concat(t, ",")
t = {1, 2, 3, 4, 5} table.move(t, 1, 3, 3) results[#results + 1] = "move-right\t" .. table.concat(t, ",")
local t2 = table.move({1, 2, 3}, 1, 3, 2, {}) results[#results + 1] = "move-other\t" .. tostring(t2[1]) .. t2[2] .. t2[4]
results[#results + 1] = "move-err\t" .. collect(function() table.move({}, -1, math.maxinteger, 1) end)
results[#results + 1] = "move-wrap\t" .. collect(function() table.move({}, 1, 10, math.maxinteger) end)
results[#results + 1] = "rep\t" .. collect(function() return string.rep("ab", 3, ","), string.rep("x", 0), string.rep("", 5, ""), string.rep("", 3, "-") end)
results[#results + 1] = "pcall\t" .. collect(function() return pcall(error, "boom") end)
results[#results + 1] = "pcall-ok\t" .. collect(function() return pcall(function(a, b) return a + b, "x" end, 1, 2) end)
results[#results + 1] = "pcall-none\t" .. collect(function() return pcall() end)
results[#results + 1] = "xpcall\t" .. collect(function() return xpcall(function() error("E", 0) end, function(m) return "handled " .. m end) end)
results[#results + 1] = "xpcall-args\t" .. collect(function() return xpcall(function(a, b) return a * b end, print, 6, 7) end)
results[#results + 1] = "xpcall-nohandler\t" .. collect(function() return xpcall(function() end) end)
local co = coroutine.create(function(a) local b = coroutine.yield(a + 1) pcall(coroutine.yield, b * 2) return "done" end)
results[#results + 1] = "co\t" .. collect(function() return coroutine.resume(co, 1) end) .. "|" .. collect(function() return coroutine.resume(co, 5) end) .. "|" .. collect(function() return coroutine.resume(co) end)
results[#results + 1] = "co-pcall-yield\t" .. collect(function() local w = coroutine.wrap(function() local ok, v = pcall(function() return coroutine.yield(1) + 1 end) return ok, v end) local first = w() return first, w(41) end)
t = {1, 2, 3} table.insert(t, 4) table.insert(t, 1, 0) table.insert(t, 3, 9) results[#results + 1] = "insert\t" .. table.concat(t, ",")
results[#results + 1] = "insert-bad\t" .. collect(function() table.insert({1}, 5, 2) end) .. "|" .. collect(function() table.insert({1}, 1, 2, 3) end) .. "|" .. collect(function() table.insert({}) end)
t = {1, 2, 3, 4} results[#results + 1] = "remove\t" .. collect(function() return table.remove(t), table.remove(t, 1), #t, t[1], t[2] end)
results[#results + 1] = "remove-edge\t" .. collect(function() local e = {} return table.remove(e), table.remove(e, 0), #e end) .. "|" .. collect(function() return table.remove({1, 2}, 3) end) .. "|" .. collect(function() table.remove({1, 2}, 7) end)
results[#results + 1] = "load\t" .. collect(function() return load("return 1 + 2")() end) .. "|" .. collect(function() return load("return x", "=name", "t", {x = 5})() end) .. "|" .. collect(function() return load("syntax error here") end) .. "|" .. collect(function() return load("return ...", "c")(7, 8) end)
results[#results + 1] = "load-name\t" .. collect(function() return type(load("error('e')", "=chunk")), select(2, pcall(load("error('e')", "=chunk"))) end) .. "|" .. collect(function() local f = load("error('boom')") local ok, e = pcall(f) return e end)
print(table.concat(results, "\n"))
