-- wrk at a rate instead of flat out (load.ts pacedLoad): each connection waits a random gap before each
-- request, exponential with a mean of PACED_GAP_MS (connections / rate), so the requests of all connections
-- arrive as a Poisson stream at about the rate. wrk takes whole milliseconds: the gap is rounded up or down
-- at random, in proportion, so its mean stays exact.
local mean_ms = tonumber(os.getenv("PACED_GAP_MS"))
if not mean_ms then error("PACED_GAP_MS is not set") end

function setup(thread)
  thread:set("seed", math.random(1, 2 ^ 30))
end

function init()
  math.randomseed(seed)
end

function delay()
  local gap = -math.log(1 - math.random()) * mean_ms
  local whole = math.floor(gap)
  if math.random() < gap - whole then whole = whole + 1 end
  return whole
end
