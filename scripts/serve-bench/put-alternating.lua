-- PUTs two group states in turn (the second differs from the first in 1% of its decorations), so that
-- every request stores a 10,000-decoration group and answers a diff of 100 updates.
local bodies = {}
local next_body = 1

function init(args)
  for i, path in ipairs(args) do
    local file = assert(io.open(path, "rb"))
    bodies[i] = file:read("*a")
    file:close()
  end
end

function request()
  local body = bodies[next_body]
  next_body = next_body % #bodies + 1
  return wrk.format("PUT", nil, { ["Content-Type"] = "application/json" }, body)
end
